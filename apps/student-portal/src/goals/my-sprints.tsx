import { useTranslation } from 'react-i18next';
import type { MySprint } from '@crescendo/contracts';

/**
 * The concert sprints ('Défi') running in my groups, in 'Mes objectifs': the event they end on, my days this
 * week out of seven, the weeks I reached so far and the group's share — no ranking, no other student's name.
 */
export function MySprints({ sprints }: { sprints: MySprint[] }) {
  const { t } = useTranslation(['translation', 'goals']);
  if (sprints.length === 0) return null;
  return (
    <ul aria-label={t('goals:sprints.title')}>
      {sprints.map(({ sprint, groupName, thisWeek, myDays, myWeeksReached }) => (
        <li key={sprint.id}>
          <h4>{t('goals:sprintsStudent.of', { group: groupName })}</h4>
          <p>
            <strong>{sprint.title}</strong> — {t('goals:student.target', { count: sprint.daysPerWeek })}
          </p>
          <p>{t('goals:sprintsStudent.endsWith', { event: sprint.eventTitle, day: sprint.endsOn })}</p>
          <p>{t('goals:student.myDays', { count: myDays })}</p>
          <p>{t('goals:sprintsStudent.weeksReached', { count: myWeeksReached })}</p>
          {thisWeek && myDays >= thisWeek.daysAsked && <p>{t('goals:student.reached')}</p>}
          {thisWeek?.percent != null ? (
            <>
              <p id={`sprint-share-${sprint.id}`}>
                {t('goals:student.groupShare', { percent: thisWeek.percent })}
              </p>
              <progress max={100} value={thisWeek.percent} aria-labelledby={`sprint-share-${sprint.id}`} />
            </>
          ) : (
            <p>{t('goals:student.groupShareNone')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
