import { useTranslation } from 'react-i18next';
import type { Assignment, Group } from '@crescendo/contracts';
import { assignmentListStatus } from '@crescendo/domain';
import { formatDateTime } from '@crescendo/i18n';
import { Button } from '@crescendo/ui';
import { useLanguage } from '@crescendo/web-kit';

export interface AssignmentListProps {
  assignments: readonly Assignment[];
  groups: readonly Group[];
  now: Date;
  onDetails: (assignment: Assignment) => void;
  onDelete: (assignment: Assignment) => void;
}

/** Spec §4: 'En retard' once the due time has passed, otherwise 'Actif'; on this page's clock, so it moves. */
export function AssignmentStatus({ assignment, now }: { assignment: Assignment; now: Date }) {
  const { t } = useTranslation(['translation', 'practiceTeacher']);
  const status = assignmentListStatus(new Date(assignment.dueAt), now);
  return (
    <span className={`pu-status pu-status--${status}`}>
      {t(status === 'late' ? 'status.homeworkLate' : 'status.homeworkActive')}
    </span>
  );
}

/** Spec §2, the assignments: each with its status and the counts submitted, waiting and total. */
export function AssignmentList({ assignments, groups, now, onDetails, onDelete }: AssignmentListProps) {
  const { t } = useTranslation(['translation', 'practiceTeacher']);
  const lang = useLanguage();
  const groupName = (id: string) => groups.find((group) => group.id === id)?.name ?? '';
  return (
    <ul className="pu-cards" aria-label={t('practiceTeacher:list.label')}>
      {assignments.map((assignment) => (
        <li key={assignment.id} className="pu-card" aria-label={assignment.title}>
          <div className="pu-card__head">
            <h3 className="pu-card__title">{assignment.title}</h3>
            <AssignmentStatus assignment={assignment} now={now} />
          </div>
          <dl className="pu-facts">
            <dt>{t('practiceTeacher:list.group')}</dt>
            <dd>{groupName(assignment.groupId)}</dd>
            <dt>{t('practiceTeacher:list.due')}</dt>
            <dd>{formatDateTime(assignment.dueAt, lang)}</dd>
          </dl>
          <dl className="pu-counts">
            <div>
              <dt>{t('practiceTeacher:list.submitted')}</dt>
              <dd data-testid="submitted-count">{assignment.submittedCount}</dd>
            </div>
            <div>
              <dt>{t('practiceTeacher:list.waiting')}</dt>
              <dd data-testid="waiting-count">{assignment.waitingCount}</dd>
            </div>
            <div>
              <dt>{t('practiceTeacher:list.total')}</dt>
              <dd data-testid="total-count">{assignment.totalCount}</dd>
            </div>
          </dl>
          <div className="pu-card__actions">
            <Button
              variant="secondary"
              aria-label={`${t('practiceTeacher:list.details')} — ${assignment.title}`}
              onClick={() => onDetails(assignment)}
            >
              {t('practiceTeacher:list.details')}
            </Button>
            <Button
              variant="danger"
              aria-label={`${t('practiceTeacher:list.delete')} — ${assignment.title}`}
              onClick={() => onDelete(assignment)}
            >
              {t('practiceTeacher:list.delete')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
