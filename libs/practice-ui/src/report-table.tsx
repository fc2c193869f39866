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
  const { t } = useTranslation();
  return (
    <TableScroll label={t('practiceTeacher.followUp.reports')}>
      <table className="pu-table">
        <caption>{t('practiceTeacher.followUp.reports')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('practiceTeacher.followUp.date')}</th>
            <th scope="col">{t('practiceTeacher.followUp.student')}</th>
            <th scope="col">{t('practiceTeacher.followUp.duration')}</th>
            <th scope="col">{t('practiceTeacher.followUp.location')}</th>
            <th scope="col">{t('practiceTeacher.followUp.type')}</th>
            <th scope="col">{t('practiceTeacher.followUp.content')}</th>
            <th scope="col">{t('practiceTeacher.followUp.nextGoals')}</th>
            <th scope="col">{t('practiceTeacher.followUp.integrity')}</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => {
            const flagged = report.flags.length > 0 && !report.flagsDismissed;
            return (
              <tr key={report.id} className={flagged ? 'pu-flag' : undefined}>
                <td>{report.practiceDate}</td>
                <th scope="row">{nameOf(report.studentId)}</th>
                <td>{t('practiceTeacher.followUp.minutes', { count: report.duration })}</td>
                <td>{t(`practiceTeacher.locations.${report.location}`)}</td>
                <td>
                  {t(`practiceTeacher.types.${report.type}`)}
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
