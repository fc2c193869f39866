import { useTranslation } from 'react-i18next';
import type { AssignmentCounts } from '@crescendo/contracts';

/**
 * 'Afficher les statistiques': how many assignments are active or late, and how many answers came in;
 * counted by the server over every assignment of the list, whatever pages are loaded.
 */
export function AssignmentStatistics({ counts }: { counts: AssignmentCounts }) {
  const { t } = useTranslation('practiceTeacher');
  const { late, submitted, expected } = counts;
  const figures = [
    { label: t('statistics.assignments'), value: String(counts.assignments) },
    { label: t('statistics.active'), value: String(counts.assignments - late) },
    { label: t('statistics.late'), value: String(late) },
    { label: t('statistics.submissions'), value: String(submitted) },
    { label: t('statistics.expected'), value: String(expected) },
    {
      label: t('statistics.rate'),
      value:
        expected === 0 ? '—' : t('statistics.rateValue', { rate: Math.round((submitted / expected) * 100) }),
    },
  ];
  return (
    <section aria-label={t('statistics.label')}>
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
