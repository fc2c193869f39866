import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useOutletContext, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Group } from '@crescendo/contracts';
import {
  CoTeachersPanel,
  GroupDialogs,
  GroupFormModal,
  GroupGrid,
  GroupStyles,
  GroupTable,
  GroupViewSwitch,
  type GroupView,
} from '@crescendo/group-ui';
import { ClassroomImportButton, ClassroomImportPanel, useClassroomImport } from '@crescendo/classroom-ui';
import { Alert, Button, EmptyState, Spinner } from '@crescendo/ui';
import { useGoogleReturn } from '@crescendo/web-kit';
import type { TeacherOutletContext } from '../pages.js';
import { groupsKey, useGroups } from './groups-api.js';
import { useGroupActions } from './use-group-actions.js';
import { RosterResyncPanel } from './roster-resync-panel.js';
import { GroupGoalsPanel } from '../goals/group-goals-panel.js';
import { GroupBadgesPanel } from '../goals/group-badges-panel.js';
import { GroupSprintsPanel } from '../goals/group-sprints-panel.js';

type Dialog =
  { kind: 'create' } | { kind: 'details' | 'edit' | 'delete' | 'archive'; groupId: string } | null;

/** How many groups the overview shows before 'Voir tous les groupes'. */
const overviewSize = 9;

/** Spec §2, Groups tab: grid and list, details, 'Nouveau Groupe', imports, the selected group. */
export function GroupsPage() {
  const { t } = useTranslation(['translation', 'rosterResync']);
  const { groupId, setGroupId } = useOutletContext<TeacherOutletContext>();
  const { data, isPending, isError } = useGroups();
  const actions = useGroupActions();
  const [view, setView] = useState<GroupView>('grid');
  const [showAll, setShowAll] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [teamsNotice, setTeamsNotice] = useState(false);
  const client = useQueryClient();
  const classroom = useClassroomImport({
    onImported: () => void client.invalidateQueries({ queryKey: groupsKey }),
    resume: useGoogleReturn(useSearchParams()),
  });

  if (isPending) return <Spinner label={t('app.loadingShort')} />;
  if (isError) return <Alert tone="error">{t('app.loadFailed')}</Alert>;

  const groups = data.groups;
  const selected = groups.find((group) => group.id === groupId) ?? null;
  const shown = selected ? [selected] : showAll ? groups : groups.slice(0, overviewSize);
  const find = (id: string) => groups.find((group) => group.id === id);
  const current = dialog && dialog.kind !== 'create' ? find(dialog.groupId) : undefined;
  const close = () => setDialog(null);
  const open = (group: Group) => setDialog({ kind: 'details', groupId: group.id });
  const groupActions = (group: Group) => (
    <>
      <Button
        variant="secondary"
        onClick={() => open(group)}
        aria-label={`${t('groups.details')} — ${group.name}`}
      >
        {t('groups.details')}
      </Button>
      <Button
        variant="ghost"
        onClick={() => setGroupId(group.id)}
        aria-label={`${t('groups.select')} — ${group.name}`}
      >
        {t('groups.select')}
      </Button>
    </>
  );

  return (
    <>
      <GroupStyles />
      <div className="tp-toolbar">
        <Button onClick={() => setDialog({ kind: 'create' })}>{t('groups.newGroup')}</Button>
        <ClassroomImportButton flow={classroom} />
        <Button variant="secondary" onClick={() => setTeamsNotice(true)}>
          {t('groups.importTeams')}
        </Button>
        {data.canCreateSampleGroups && (
          <Button variant="secondary" onClick={actions.createSamples}>
            {t('groups.createSampleGroups')}
          </Button>
        )}
        <span className="tp-toolbar__spacer" />
        <GroupViewSwitch view={view} onChange={setView} />
      </div>
      <ClassroomImportPanel flow={classroom} />
      {teamsNotice && (
        <Alert tone="info" dismiss={{ label: t('common.close'), onDismiss: () => setTeamsNotice(false) }}>
          {t('groups.teamsToImplement')}
        </Alert>
      )}
      {selected && (
        <p>
          <Button variant="ghost" onClick={() => setGroupId(null)}>
            {t('groups.backToList')}
          </Button>
        </p>
      )}
      {groups.length === 0 ? (
        <EmptyState
          title={t('groups.empty')}
          action={<Button onClick={() => setDialog({ kind: 'create' })}>{t('groups.createFirst')}</Button>}
        />
      ) : view === 'grid' ? (
        <GroupGrid groups={shown} actions={groupActions} />
      ) : (
        <GroupTable groups={shown} actions={groupActions} />
      )}
      {selected?.viewerCan.includes('teach') && <GroupGoalsPanel group={selected} />}
      {selected?.viewerCan.includes('teach') && <GroupSprintsPanel group={selected} />}
      {selected?.viewerCan.includes('teach') && <GroupBadgesPanel group={selected} />}
      {!selected && !showAll && groups.length > overviewSize && (
        <p>
          <Button variant="ghost" onClick={() => setShowAll(true)}>
            {t('groups.viewAll')}
          </Button>
        </p>
      )}
      {dialog?.kind === 'create' && (
        <GroupFormModal
          open
          onOpenChange={(isOpen) => !isOpen && close()}
          title={t('groups.newGroup')}
          confirmLabel={t('groups.create')}
          onSubmit={(values) => {
            close();
            void actions.create(values);
          }}
        />
      )}
      {current && dialog && dialog.kind !== 'create' && (
        <GroupDialogs
          kind={dialog.kind}
          group={current}
          changes={actions}
          onOpen={(kind) => setDialog({ kind, groupId: current.id })}
          onClose={close}
          facts={[
            {
              label: t('groups.coTeachers.title'),
              value: <CoTeachersPanel group={current} listKey={groupsKey} />,
            },
            ...(current.source === 'google-classroom' && current.viewerCan.includes('manage')
              ? [{ label: t('rosterResync:title'), value: <RosterResyncPanel group={current} /> }]
              : []),
          ]}
        />
      )}
    </>
  );
}
