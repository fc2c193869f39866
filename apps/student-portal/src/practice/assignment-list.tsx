import { useTranslation } from 'react-i18next';
import type { Assignment, Submission } from '@crescendo/contracts';
import { formatDateTime } from '@crescendo/i18n';
import { Button } from '@crescendo/ui';
import { useLanguage } from '@crescendo/web-kit';

export interface AssignmentListProps {
  assignments: Assignment[];
  submissions: Map<string, Submission>;
  onSubmit: (assignment: Assignment) => void;
}

/**
 * Spec §2 and §4: the exercises assigned to me, each with my status; grade and comment once graded. In the
 * server's order (latest due first), so that the next page ('Charger plus') goes below.
 */
export function AssignmentList({ assignments, submissions, onSubmit }: AssignmentListProps) {
  const { t } = useTranslation(['translation', 'practiceStudent']);
  const lang = useLanguage();
  if (assignments.length === 0)
    return <p className="practice-muted">{t('practiceStudent:assignments.empty')}</p>;
  return (
    <ul className="practice-assignments" aria-label={t('practiceStudent:assignments.title')}>
      {assignments.map((assignment) => {
        const submission = submissions.get(assignment.id);
        return (
          <li
            key={assignment.id}
            className="practice-assignment"
            aria-labelledby={`assignment-${assignment.id}`}
          >
            <div className="practice-assignment__head">
              <h4 id={`assignment-${assignment.id}`}>{assignment.title}</h4>
              <StatusBadge assignment={assignment} submission={submission} />
            </div>
            <p className="practice-assignment__description">{assignment.description}</p>
            <p className="practice-muted">
              {t('practiceStudent:assignments.due', { date: formatDateTime(assignment.dueAt, lang) })}
            </p>
            {assignment.myStatus === 'submitted' ? (
              <Grade submission={submission} />
            ) : (
              <Button
                className="practice-touch"
                aria-label={t('practiceStudent:assignments.submitNamed', { title: assignment.title })}
                onClick={() => onSubmit(assignment)}
              >
                {t('practiceStudent:assignments.submit')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function StatusBadge({ assignment, submission }: { assignment: Assignment; submission?: Submission }) {
  const { t } = useTranslation(['translation', 'practiceStudent']);
  const status = assignment.myStatus ?? 'pending';
  const text =
    status === 'submitted'
      ? submission?.late
        ? t('practiceStudent:assignments.submittedLate')
        : t('practiceStudent:assignments.submitted')
      : t(`status.${status}`);
  const tone = status === 'submitted' && submission?.late ? 'submittedLate' : status;
  return (
    <span className={`practice-status practice-status--${tone}`} data-testid="assignment-status">
      {text}
    </span>
  );
}

function Grade({ submission }: { submission?: Submission }) {
  const { t } = useTranslation(['translation', 'practiceStudent']);
  if (!submission) return null;
  if (submission.grade === null)
    return <p className="practice-muted">{t('practiceStudent:assignments.awaitingGrade')}</p>;
  return (
    <div className="practice-grade">
      <p className="practice-grade__value">
        {t('practiceStudent:assignments.grade', { grade: submission.grade })}
      </p>
      {submission.feedback && (
        <figure className="practice-grade__feedback">
          <figcaption>{t('practiceStudent:assignments.feedback')}</figcaption>
          <blockquote>{submission.feedback}</blockquote>
        </figure>
      )}
    </div>
  );
}
