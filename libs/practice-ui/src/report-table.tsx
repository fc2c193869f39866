import { useTranslation } from 'react-i18next';
import type { PracticeReport } from '@crescendo/contracts';
import { TableScroll } from '@crescendo/ui';
import { IntegrityFlags } from './integrity-flags.js';

export interface ReportTableProps {
  reports: readonly PracticeReport[];
  nameOf: (studentId: string) => string;
  onDismissFlags: (reportId: string) => void;
}

/** The practice reports of the period, most recent first, flagged ones marked. */
export function ReportTable({ reports, nameOf, onDismissFlags }: ReportTableProps) {
  const { t } = useTranslation('practiceTeacher');
  return (
    <TableScroll label={t('followUp.reports')}>
      <table className="pu-table">
        <caption>{t('followUp.reports')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('followUp.date')}</th>
            <th scope="col">{t('followUp.student')}</th>
            <th scope="col">{t('followUp.duration')}</th>
            <th scope="col">{t('followUp.location')}</th>
            <th scope="col">{t('followUp.type')}</th>
            <th scope="col">{t('followUp.content')}</th>
            <th scope="col">{t('followUp.nextGoals')}</th>
            <th scope="col">{t('followUp.integrity')}</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => {
            const flagged = report.flags.length > 0 && !report.flagsDismissed;
            return (
              <tr key={report.id} className={flagged ? 'pu-flag' : undefined}>
                <td>{report.practiceDate}</td>
                <th scope="row">{nameOf(report.studentId)}</th>
                <td>{t('followUp.minutes', { count: report.duration })}</td>
                <td>{t(`locations.${report.location}`)}</td>
                <td>
                  {t(`types.${report.type}`)}
                  {report.homeworkTitle && ` — ${report.homeworkTitle}`}
                </td>
                <td>{report.content}</td>
                <td>{report.nextGoals}</td>
                <td>
                  <IntegrityFlags
                    report={report}
                    studentName={nameOf(report.studentId)}
                    onDismiss={onDismissFlags}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
