import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Assignment } from '@crescendo/contracts';
import { useMyAssignments } from './practice-queries.js';

/** Late first, then due soon, then the others waiting; the earliest due of each. */
const urgency = { late: 0, dueSoon: 1, pending: 2 } as const;

export function mostUrgent(assignments: Assignment[]): Assignment | undefined {
  return assignments
    .filter((assignment) => assignment.myStatus !== null && assignment.myStatus !== 'submitted')
    .sort(
      (a, b) =>
        urgency[a.myStatus as keyof typeof urgency] - urgency[b.myStatus as keyof typeof urgency] ||
        `${a.dueDate}T${a.dueTime}`.localeCompare(`${b.dueDate}T${b.dueTime}`),
    )[0];
}

/**
 * Issue 14 §2, the practice flow in one hand: on the dashboard's first screen, 'Ajouter une pratique' and the
 * most urgent exercise to submit, each one tap from its form (the Pratique tab opens with the form open).
 */
export function QuickPractice() {
  const { t } = useTranslation('practiceStudent');
  const next = mostUrgent(useMyAssignments().data?.assignments ?? []);
  return (
    <nav aria-label={t('quick.label')} className="practice-quick">
      <Link className="cr-button cr-button--primary" to="?tab=pratique&entry=report">
        {t('form.addReport')}
      </Link>
      {next && (
        <Link className="cr-button cr-button--secondary" to={`?tab=pratique&entry=${next.id}`}>
          {t('quick.submit', { title: next.title })}
        </Link>
      )}
    </nav>
  );
}
