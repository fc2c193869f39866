import { useTranslation } from 'react-i18next';
import type { Assignment } from '@crescendo/contracts';
import { assignmentListStatus } from '@crescendo/domain';

/** 'Afficher les statistiques': how many assignments are active or late, and how many answers came in. */
export function AssignmentStatistics({
  assignments,
  now,
}: {
  assignments: readonly Assignment[];
  now: Date;
}) {
  const { t } = useTranslation();
  const late = assignments.filter((a) => assignmentListStatus(new Date(a.dueAt), now) === 'late').length;
  const submitted = assignments.reduce((sum, a) => sum + a.submittedCount, 0);
  const expected = assignments.reduce((sum, a) => sum + a.totalCount, 0);
  const figures = [
    { label: t('practiceTeacher.statistics.assignments'), value: String(assignments.length) },
    { label: t('practiceTeacher.statistics.active'), value: String(assignments.length - late) },
    { label: t('practiceTeacher.statistics.late'), value: String(late) },
    { label: t('practiceTeacher.statistics.submissions'), value: String(submitted) },
    { label: t('practiceTeacher.statistics.expected'), value: String(expected) },
    {
      label: t('practiceTeacher.statistics.rate'),
      value:
        expected === 0
          ? '—'
          : t('practiceTeacher.statistics.rateValue', { rate: Math.round((submitted / expected) * 100) }),
    },
  ];
  return (
    <section aria-label={t('practiceTeacher.statistics.label')}>
      <dl className="pu-stats">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
