import { useTranslation } from 'react-i18next';
import type { PendingReport } from './pending-reports.js';
import { dayLabel } from './day-label.js';
import { useLanguage } from '@crescendo/web-kit';

/** The reports kept on this device until the network returns, each marked 'en attente d'envoi'. */
export function PendingReportList({ reports }: { reports: PendingReport[] }) {
  const { t } = useTranslation('practiceStudent');
  const lang = useLanguage();
  if (reports.length === 0) return null;
  return (
    <section aria-labelledby="pending-title" className="practice-pending">
      <h4 id="pending-title">{t('pending.title')}</h4>
      <p className="practice-pending__hint">{t('pending.hint')}</p>
      <ul>
        {reports.map((report) => (
          <li key={report.clientReportId}>
            <span>{dayLabel(report.entry.practiceDate, lang)}</span>
            <span>{t('practices.minutes', { count: report.entry.duration })}</span>
            <span className="practice-pending__content">{report.entry.content}</span>
            <span className="practice-pending__status">{t('pending.status')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
