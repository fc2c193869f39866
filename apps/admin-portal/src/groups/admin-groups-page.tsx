import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@crescendo/contracts';
import { Alert, Button, EmptyState, PageHeader, Spinner, toast } from '@crescendo/ui';
import { ArchiveModal, CreateForTeacherModal, ReassignModal } from './admin-group-dialogs.js';
import { useAdminGroupMutations, useOrganizationGroups, useTeachers } from './admin-groups-api.js';
import { teacherName } from './teacher-select.js';

type Dialog = { kind: 'create' } | { kind: 'reassign' | 'archive'; group: Group } | null;

/** Admin 'Groupes' (/admin/groupes): every group of the organisation with its teacher. */
export function AdminGroupsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.pages.groupes.title')} description={t('admin.pages.groupes.description')} />
      <OrganizationGroups />
    </>
  );
}

function OrganizationGroups() {
  const { t } = useTranslation();
  const groups = useOrganizationGroups();
  const teachers = useTeachers();
  const mutations = useAdminGroupMutations();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  if (groups.isPending || teachers.isPending) return <Spinner label={t('app.loadingShort')} />;
  if (groups.isError || teachers.isError) return <Alert tone="error">{t('app.loadFailed')}</Alert>;
  const teacherList = teachers.data.profiles;
  const createSamples = () =>
    mutations.createSamples.mutate(undefined, {
      onSuccess: () => toast.success(t('groups.sampleGroupsCreated')),
      onError: () => toast.error(t('errors.groupAdd')),
    });
  const teacherOf = (group: Group) => {
    if (!group.teacherId) return t('empty.noTeacher');
    const teacher = teacherList.find((candidate) => candidate.id === group.teacherId);
    return teacher ? teacherName(teacher) : t('empty.teacherNotFound');
  };

  return (
    <>
      <AdminGroupsStyles />
      <p>
        <Button onClick={() => setDialog({ kind: 'create' })} disabled={teacherList.length === 0}>
          {t('groups.newGroup')}
        </Button>{' '}
        {groups.data.canCreateSampleGroups && (
          <Button variant="secondary" onClick={createSamples} disabled={mutations.createSamples.isPending}>
            {t('groups.createSampleGroups')}
          </Button>
        )}
      </p>
      {groups.data.groups.length === 0 ? (
        <EmptyState title={t('groups.empty')} />
      ) : (
        <table className="ap-table" aria-label={t('groups.organizationTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('groups.fields.name')}</th>
              <th scope="col">{t('groups.fields.teacher')}</th>
              <th scope="col">{t('groups.fields.students')}</th>
              <th scope="col">{t('groups.fields.code')}</th>
              <th scope="col">{t('groups.students.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {groups.data.groups.map((group) => (
              <tr key={group.id}>
                <th scope="row">{group.name}</th>
                <td>{teacherOf(group)}</td>
                <td>{group.studentCount}</td>
                <td>{group.connectionCode}</td>
                <td>
                  <Button
                    variant="secondary"
                    aria-label={`${t('groups.reassign')} — ${group.name}`}
                    onClick={() => setDialog({ kind: 'reassign', group })}
                  >
                    {t('groups.reassign')}
                  </Button>{' '}
                  <Button
                    variant="ghost"
                    aria-label={`${t('groups.archive')} — ${group.name}`}
                    onClick={() => setDialog({ kind: 'archive', group })}
                  >
                    {t('groups.archive')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {dialog?.kind === 'create' && (
        <CreateForTeacherModal teachers={teacherList} mutations={mutations} onClose={close} />
      )}
      {dialog?.kind === 'reassign' && (
        <ReassignModal group={dialog.group} teachers={teacherList} mutations={mutations} onClose={close} />
      )}
      {dialog?.kind === 'archive' && (
        <ArchiveModal group={dialog.group} mutations={mutations} onClose={close} />
      )}
    </>
  );
}

const css = `
.ap-table { width: 100%; border-collapse: collapse; background: var(--cr-color-surface); }
.ap-table th, .ap-table td { text-align: left; padding: var(--cr-space-2) var(--cr-space-3); border-bottom: 1px solid var(--cr-color-border); }
`;

/** The table's styles, on top of the UI kit's tokens. */
export function AdminGroupsStyles() {
  return (
    <style href="crescendo-admin-groups" precedence="default">
      {css}
    </style>
  );
}
