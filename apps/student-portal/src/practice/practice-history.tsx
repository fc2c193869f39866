import { useTranslation } from 'react-i18next';
import type { PracticeReport } from '@crescendo/contracts';
import { practiceHistorySize, recentPracticeCount } from '@crescendo/domain';
import { TableScroll } from '@crescendo/ui';
import { dayLabel } from './day-label.js';
import { useLanguage } from '@crescendo/web-kit';

/**
 * Spec §2 and §9: the period's 5 most recent practices, and its history table of 10 with a note of the total.
 * `latest`: the period's most recent first (a page of 10); `total`: how many the period holds.
 */
export function PracticeHistory({ latest, total }: { latest: readonly PracticeReport[]; total: number }) {
  const { t } = useTranslation('practiceStudent');
  const lang = useLanguage();
  if (latest.length === 0) return null;
  const history = latest.slice(0, practiceHistorySize);
  return (
    <div className="practice-history">
      <h4>{t('statistics.recent')}</h4>
      <ol className="practice-recent">
        {latest.slice(0, recentPracticeCount).map((practice) => (
          <li key={practice.id}>
            <span className="practice-recent__when">
              {dayLabel(practice.practiceDate, lang, 'short')} ·{' '}
              {t('practices.minutes', { count: practice.duration })}
            </span>{' '}
            <span className="practice-recent__what">{practice.content}</span>
          </li>
        ))}
      </ol>
      <h4 id="history-title">{t('statistics.history')}</h4>
      <TableScroll label={t('statistics.history')}>
        <table className="practice-table" aria-labelledby="history-title" aria-describedby="history-note">
          <thead>
            <tr>
              <th scope="col">{t('practices.date')}</th>
              <th scope="col">{t('practices.duration')}</th>
              <th scope="col">{t('detail.type')}</th>
              <th scope="col" className="practice-table__content">
                {t('practices.content')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((practice) => (
              <tr key={practice.id}>
                <td className="practice-table__date">{practice.practiceDate}</td>
                <td>{t('practices.minutes', { count: practice.duration })}</td>
                <td>{t(`types.${practice.type}`)}</td>
                <td className="practice-table__content">
                  <span className="practice-table__clip">{practice.content}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p id="history-note" className="practice-muted">
        {t('statistics.historyNote', {
          shown: history.length,
          total: Math.max(total, history.length),
        })}
      </p>
    </div>
  );
}
