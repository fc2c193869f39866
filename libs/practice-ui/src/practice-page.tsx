import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@crescendo/contracts';
import { Alert, Button, EmptyState, Spinner } from '@crescendo/ui';
import { LoadMoreButton } from '@crescendo/web-kit';
import { AssignmentDetailsModal } from './assignment-details-modal.js';
import { AssignmentFormModal } from './assignment-form-modal.js';
import { AssignmentList } from './assignment-list.js';
import { AssignmentStatistics } from './assignment-statistics.js';
import { DeleteAssignmentModal } from './delete-assignment-modal.js';
import { useAssignments } from './practice-api.js';
import { PracticeFollowUp } from './practice-follow-up.js';
import { PracticeHelpModal } from './practice-help-modal.js';
import { PracticeStyles } from './practice-styles.js';
import { useNow } from './use-now.js';
import { usePracticeActions } from './use-practice-actions.js';

type Dialog = { kind: 'create' | 'help' } | { kind: 'details' | 'delete'; assignmentId: string } | null;

export interface PracticePageProps {
  /** The groups the viewer manages: a teacher's own, an admin's organisation's. */
  groups: readonly Group[];
  /** The teacher's sidebar choice; null for 'Tous les groupes' and for the admin (no group preselected). */
  groupId: string | null;
}

/** 'Assigner une Pratique' (teacher) and 'Pratiques' (admin): assignments, their follow-up, grades and flags. */
export function PracticePage({ groups, groupId }: PracticePageProps) {
  const { t } = useTranslation(['translation', 'practiceTeacher']);
  const now = useNow();
  const assignments = useAssignments(groupId);
  const actions = usePracticeActions();
  const [showStatistics, setShowStatistics] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const list = assignments.data?.assignments ?? [];
  const current =
    dialog && 'assignmentId' in dialog ? list.find((a) => a.id === dialog.assignmentId) : undefined;

  return (
    <>
      <PracticeStyles />
      <div className="pu-toolbar">
        <Button onClick={() => setDialog({ kind: 'create' })} disabled={groups.length === 0}>
          {t('practiceTeacher:toolbar.newAssignment')}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={showStatistics}
          onClick={() => setShowStatistics(!showStatistics)}
        >
          {t(
            showStatistics
              ? 'practiceTeacher:toolbar.hideStatistics'
              : 'practiceTeacher:toolbar.showStatistics',
          )}
        </Button>
        <Button variant="ghost" onClick={() => setDialog({ kind: 'help' })}>
          {t('practiceTeacher:toolbar.help')}
        </Button>
      </div>
      {assignments.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : assignments.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : (
        <>
          {showStatistics && assignments.data && <AssignmentStatistics counts={assignments.data.counts} />}
          <h2 className="pu-section__title">{t('practiceTeacher:list.label')}</h2>
          {list.length === 0 ? (
            <EmptyState title={t('practiceTeacher:list.empty')} />
          ) : (
            <AssignmentList
              assignments={list}
              groups={groups}
              now={now}
              onDetails={(assignment) => setDialog({ kind: 'details', assignmentId: assignment.id })}
              onDelete={(assignment) => setDialog({ kind: 'delete', assignmentId: assignment.id })}
            />
          )}
          <LoadMoreButton
            pages={assignments}
            label={t('practiceTeacher:list.loadMore')}
            busyLabel={t('app.loadingShort')}
          />
          <PracticeFollowUp
            // A new sidebar choice starts the follow-up on that group.
            key={groupId ?? 'all'}
            groups={groups}
            initialGroupId={groupId}
            assignments={list}
            actions={actions}
            now={now}
          />
        </>
      )}
      {dialog?.kind === 'create' && (
        <AssignmentFormModal
          groups={groups}
          initialGroupId={groupId}
          onCreate={actions.create}
          onPush={actions.pushToClassroom}
          onClose={close}
        />
      )}
      {dialog?.kind === 'help' && <PracticeHelpModal onClose={close} />}
      {dialog?.kind === 'details' && current && (
        <AssignmentDetailsModal
          assignment={current}
          group={groups.find((group) => group.id === current.groupId)}
          now={now}
          onGrade={actions.grade}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && current && (
        <DeleteAssignmentModal
          assignment={current}
          onConfirm={() => void actions.remove(current.id)}
          onClose={close}
        />
      )}
    </>
  );
}
