import { useTranslation } from 'react-i18next';
import {
  useMyBadges,
  useMyGoals,
  useMySprints,
  type LoadMyBadges,
  type LoadMyGoals,
  type LoadMySprints,
} from './goals-api.js';
import { MyBadges } from './my-badges.js';
import { MySprints } from './my-sprints.js';

/**
 * 'Mes objectifs' (issue 29 §4): each running goal of my groups, my days this week ('x jours sur 7') and the
 * group's share of students who reached it — no ranking, no other student's name; the concert sprints
 * running ('Défi') and my own badges. Nothing at all shows while there is none of them (the school's
 * gamification policy off answers none).
 */
export function MyGoals({
  load,
  loadSprints,
  loadBadges,
}: { load?: LoadMyGoals; loadSprints?: LoadMySprints; loadBadges?: LoadMyBadges } = {}) {
  const { t } = useTranslation(['translation', 'goals']);
  const goals = useMyGoals(load);
  const sprints = useMySprints(loadSprints);
  const badges = useMyBadges(loadBadges);
  const list = goals.data?.goals ?? [];
  const sprintList = sprints.data?.sprints ?? [];
  const badgeList = badges.data?.badges ?? [];
  if (list.length + sprintList.length + badgeList.length === 0) return null;
  return (
    <section aria-labelledby="my-goals" className="student-goals">
      <h3 id="my-goals">{t('goals:student.title')}</h3>
      {list.length > 0 && (
        <ul aria-label={t('goals:student.listLabel')}>
          {list.map(({ goal, groupName, thisWeek, myDays, sections }) => (
            <li key={goal.id}>
              <h4>{t('goals:student.goalOf', { group: groupName })}</h4>
              <p>
                <strong>{goal.title}</strong> — {t('goals:student.target', { count: goal.daysPerWeek })}
              </p>
              <p>{t('goals:student.period', { from: goal.startsOn, to: goal.endsOn })}</p>
              <p>{t('goals:student.myDays', { count: myDays })}</p>
              {thisWeek && myDays >= thisWeek.daysAsked && <p>{t('goals:student.reached')}</p>}
              {thisWeek?.percent != null ? (
                <>
                  <p id={`goal-share-${goal.id}`}>
                    {t('goals:student.groupShare', { percent: thisWeek.percent })}
                  </p>
                  <progress max={100} value={thisWeek.percent} aria-labelledby={`goal-share-${goal.id}`} />
                </>
              ) : (
                <p>{t('goals:student.groupShareNone')}</p>
              )}
              {sections.length > 0 && (
                // The sections side by side, mine marked: no student of another section named or counted apart.
                <ul aria-label={t('goals:student.sectionsLabel')}>
                  {sections.map(({ section, thisWeek: week, mine }) => {
                    const name =
                      section.kind === 'family'
                        ? t(`goals:teacher.families.${section.family}`)
                        : section.instrument;
                    const label = mine ? t('goals:student.mySection', { section: name }) : name;
                    return (
                      <li key={name}>
                        {week?.percent != null
                          ? t('goals:student.sectionShare', { section: label, percent: week.percent })
                          : t('goals:student.sectionShareNone', { section: label })}
                      </li>
                    );
                  })}
                </ul>
              )}
              <p>{t('goals:student.restDays')}</p>
            </li>
          ))}
        </ul>
      )}
      <MySprints sprints={sprintList} />
      <MyBadges badges={badgeList} />
    </section>
  );
}
