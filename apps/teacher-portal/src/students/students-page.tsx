import { useMemo, useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DirectoryEntry, Group } from '@crescendo/contracts';
import { Alert, Button, EmptyState, Spinner, TableScroll } from '@crescendo/ui';
import { useProfiles } from '@crescendo/web-kit';
import { useGroups } from '../groups/groups-api.js';
import type { TeacherOutletContext } from '../pages.js';
import { StudentChangeModal, type StudentChange } from './student-change-modal.js';

export interface StudentRow {
  id: string;
  profile: DirectoryEntry | undefined;
  groups: Group[];
}

/** The students of the given groups, each once, with the groups they are in (in the groups' order). */
export function studentRows(groups: Group[], profiles: DirectoryEntry[]): StudentRow[] {
  const byId = new Map<string, StudentRow>();
  for (const group of groups) {
    for (const id of group.studentIds) {
      const row = byId.get(id) ?? { id, profile: profiles.find((profile) => profile.id === id), groups: [] };
      row.groups.push(group);
      byId.set(id, row);
    }
  }
  const name = (row: StudentRow) => `${row.profile?.lastName ?? ''} ${row.profile?.firstName ?? ''}`;
  return [...byId.values()].sort((a, b) => name(a).localeCompare(name(b), 'fr'));
}

/** 'Élèves' (/teacher/etudiants): the students of my groups, or of the group chosen in the sidebar. */
export function StudentsPage() {
  const { t } = useTranslation();
  const { groupId } = useOutletContext<TeacherOutletContext>();
  const groupsQuery = useGroups();
  const all = groupsQuery.data?.groups ?? [];
  const shown = groupId ? all.filter((group) => group.id === groupId) : all;
  const profilesQuery = useProfiles(shown.flatMap((group) => group.studentIds));
  const rows = useMemo(
    () => studentRows(shown, profilesQuery.data?.profiles ?? []),
    [shown, profilesQuery.data],
  );
  const [change, setChange] = useState<StudentChange | null>(null);

  if (groupsQuery.isPending || (rows.length > 0 && profilesQuery.isPending)) {
    return <Spinner label={t('app.loadingShort')} />;
  }
  if (groupsQuery.isError || profilesQuery.isError) return <Alert tone="error">{t('app.loadFailed')}</Alert>;
  if (rows.length === 0) return <EmptyState title={t('groups.students.empty')} />;

  return (
    <>
      <TableScroll label={t('groups.students.tableLabel')}>
        <table className="tp-table">
          <thead>
            <tr>
              <th scope="col">{t('groups.students.name')}</th>
              <th scope="col">{t('groups.students.instrument')}</th>
              <th scope="col">{t('groups.students.groups')}</th>
              <th scope="col">{t('groups.students.email')}</th>
              <th scope="col">{t('groups.students.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = row.profile
                ? `${row.profile.firstName} ${row.profile.lastName}`.trim()
                : t('empty.unknownUser');
              return (
                <tr key={row.id}>
                  <th scope="row">{name}</th>
                  <td>{row.profile?.instrument ?? t('groups.students.noInstrument')}</td>
                  <td>{row.groups.map((group) => group.name).join(', ')}</td>
                  <td>{row.profile?.email ?? ''}</td>
                  <td>
                    <Button
                      variant="secondary"
                      aria-label={`${t('groups.students.move')} — ${name}`}
                      disabled={all.length < 2}
                      onClick={() => setChange({ kind: 'move', studentId: row.id, name, groups: row.groups })}
                    >
                      {t('groups.students.move')}
                    </Button>
                    <Button
                      variant="danger"
                      aria-label={`${t('groups.students.remove')} — ${name}`}
                      onClick={() =>
                        setChange({ kind: 'remove', studentId: row.id, name, groups: row.groups })
                      }
                    >
                      {t('groups.students.remove')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      {change && <StudentChangeModal change={change} allGroups={all} onClose={() => setChange(null)} />}
    </>
  );
}
