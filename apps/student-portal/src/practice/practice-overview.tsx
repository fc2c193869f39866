import { useTranslation } from 'react-i18next';
import { hoursAndMinutes, studentPracticeOverview } from '@crescendo/domain';
import { useMyAssignments, useMyRecentPractice } from './practice-queries.js';

/** Spec §2, the side panel's practice statistics: total practices, assigned, completed, pending, total time. */
export function PracticeOverview() {
  const { t } = useTranslation('practiceStudent');
  const assignments = useMyAssignments().data;
  const practice = useMyRecentPractice().data;
  if (!assignments || !practice) return null;
  // Counted by the server over every assignment of mine, not from the pages loaded.
  const overview = studentPracticeOverview(practice.total, assignments.counts);
  const time = hoursAndMinutes(overview.totalMinutes);
  const rows: Array<[string, string | number]> = [
    [t('overview.totalPractices'), overview.totalPractices],
    [t('overview.assignedExercises'), overview.assignedExercises],
    [t('overview.completed'), overview.completed],
    [t('overview.pending'), overview.pending],
    [
      t('overview.totalTime'),
      time.hours === 0
        ? t('overview.minutesOnly', { minutes: time.minutes })
        : t('overview.hoursMinutes', time),
    ],
  ];
  return (
    <section aria-labelledby="practice-overview" className="practice-overview">
      <h3 id="practice-overview">{t('overview.title')}</h3>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term} className="practice-overview__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
