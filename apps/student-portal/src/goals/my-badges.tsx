import { useTranslation } from 'react-i18next';
import type { Badge } from '@crescendo/contracts';

/**
 * 'Mes badges': the badges my teachers granted me for evidence they confirmed. Mine alone: nobody else's
 * is shown, nothing is counted against anyone, nothing is won.
 */
export function MyBadges({ badges }: { badges: Array<Badge & { groupName: string }> }) {
  const { t } = useTranslation(['translation', 'goals']);
  if (badges.length === 0) return null;
  return (
    <>
      <h4 id="my-badges">{t('goals:badges.mine')}</h4>
      <ul aria-labelledby="my-badges">
        {badges.map((badge) => (
          <li key={badge.id}>
            <strong>{badge.label ?? t(`goals:badges.kinds.${badge.kind}`)}</strong>
            {badge.evidence && ` (${badge.evidence})`} —{' '}
            {t('goals:badges.mineOf', { group: badge.groupName, day: badge.grantedAt.slice(0, 10) })}
          </li>
        ))}
      </ul>
    </>
  );
}
