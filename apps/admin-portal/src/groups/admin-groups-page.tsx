import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Group } from '@crescendo/contracts';
import {
  CoTeachersPanel,
  GroupDialogs,
  GroupGrid,
  GroupStyles,
  GroupTable,
  GroupViewSwitch,
  type GroupView,
} from '@crescendo/group-ui';
import { ClassroomImportButton, ClassroomImportPanel, useClassroomImport } from '@crescendo/classroom-ui';
import { Alert, Button, EmptyState, PageHeader, Spinner } from '@crescendo/ui';
import { useGoogleReturn } from '@crescendo/web-kit';
import { CreateForTeacherModal, ReassignModal } from './admin-group-dialogs.js';
import { useAdminGroupActions } from './use-admin-group-actions.js';
import { groupsKey, useAdminGroupMutations, useOrganizationGroups, useTeachers } from './admin-groups-api.js';
import { teacherName } from './teacher-select.js';

type Dialog =
  | { kind: 'create' }
  | { kind: 'details' | 'edit' | 'reassign' | 'archive' | 'delete'; groupId: string }
  | null;

/** Admin 'Groupes' (/admin/groupes): every group of the organisation, managed as its teacher would, and more. */
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
  const actions = useAdminGroupActions(mutations);
  // A table by default: an administrator goes through many groups.
  const [view, setView] = useState<GroupView>('list');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [teamsNotice, setTeamsNotice] = useState(false);
  const close = () => setDialog(null);
  const client = useQueryClient();
  // Spec §6: an admin imports Classroom courses, from their own Google account, for a teacher of the organisation.
  const classroom = useClassroomImport({
    onImported: () => void client.invalidateQueries({ queryKey: groupsKey }),
    firstTeacherId: teachers.data?.profiles[0]?.id,
    // Back from Google (issue 32 §5): the selection opens once the teachers to import for are known.
    resume: useGoogleReturn(useSearchParams()) && teachers.data !== undefined,
  });

  if (groups.isPending || teachers.isPending) return <Spinner label={t('app.loadingShort')} />;
  if (groups.isError || teachers.isError) return <Alert tone="error">{t('app.loadFailed')}</Alert>;
  const teacherList = teachers.data.profiles;
  const teacherOf = (group: Group) => {
    if (!group.teacherId) return t('empty.noTeacher');
    const teacher = teacherList.find((candidate) => candidate.id === group.teacherId);
    return teacher ? teacherName(teacher) : t('empty.teacherNotFound');
  };
  const list = groups.data.groups;
  const current = dialog && dialog.kind !== 'create' ? list.find((g) => g.id === dialog.groupId) : undefined;
  const columns = [{ header: t('groups.fields.teacher'), cell: teacherOf }];
  const open = (kind: 'details' | 'reassign' | 'archive', group: Group) =>
    setDialog({ kind, groupId: group.id });
  const groupActions = (group: Group) => (
    <>
      <Button
        variant="secondary"
        aria-label={`${t('groups.details')} — ${group.name}`}
        onClick={() => open('details', group)}
      >
        {t('groups.details')}
      </Button>
      <Button
        variant="secondary"
        aria-label={`${t('groups.reassign')} — ${group.name}`}
        onClick={() => open('reassign', group)}
      >
        {t('groups.reassign')}
      </Button>
      <Button
        variant="ghost"
        aria-label={`${t('groups.archive')} — ${group.name}`}
        onClick={() => open('archive', group)}
      >
        {t('groups.archive')}
      </Button>
    </>
  );
  const viewProps = { groups: list, actions: groupActions, columns, label: t('groups.organizationTitle') };

  return (
    <>
      <GroupStyles />
      <div className="gu-toolbar">
        <Button onClick={() => setDialog({ kind: 'create' })} disabled={teacherList.length === 0}>
          {t('groups.newGroup')}
        </Button>
        {teacherList.length > 0 && <ClassroomImportButton flow={classroom} />}
        <Button variant="secondary" onClick={() => setTeamsNotice(true)}>
          {t('groups.importTeams')}
        </Button>
        {groups.data.canCreateSampleGroups && (
          <Button
            variant="secondary"
            onClick={actions.createSamples}
            disabled={mutations.createSamples.isPending}
          >
            {t('groups.createSampleGroups')}
          </Button>
        )}
        <span className="gu-toolbar__spacer" />
        <GroupViewSwitch view={view} onChange={setView} />
      </div>
      <ClassroomImportPanel
        flow={classroom}
        teachers={teacherList.map((teacher) => ({
          id: teacher.id,
          label: `${teacherName(teacher)} (${teacher.email})`,
        }))}
      />
      {teamsNotice && (
        <Alert tone="info" dismiss={{ label: t('common.close'), onDismiss: () => setTeamsNotice(false) }}>
          {t('groups.teamsToImplement')}
        </Alert>
      )}
      {list.length === 0 ? (
        <EmptyState
          title={t('groups.empty')}
          action={
            <Button onClick={() => setDialog({ kind: 'create' })} disabled={teacherList.length === 0}>
              {t('groups.createFirst')}
            </Button>
          }
        />
      ) : view === 'grid' ? (
        <GroupGrid {...viewProps} />
      ) : (
        <GroupTable {...viewProps} />
      )}
      {dialog?.kind === 'create' && (
        <CreateForTeacherModal teachers={teacherList} mutations={mutations} onClose={close} />
      )}
      {current && dialog?.kind === 'reassign' && (
        <ReassignModal group={current} teachers={teacherList} mutations={mutations} onClose={close} />
      )}
      {current && dialog && dialog.kind !== 'create' && dialog.kind !== 'reassign' && (
        <GroupDialogs
          kind={dialog.kind}
          group={current}
          changes={actions}
          facts={[
            { label: t('groups.fields.teacher'), value: teacherOf(current) },
            {
              label: t('groups.coTeachers.title'),
              value: <CoTeachersPanel group={current} listKey={groupsKey} />,
            },
          ]}
          onOpen={(kind) => setDialog({ kind, groupId: current.id })}
          onClose={close}
        />
      )}
    </>
  );
}
