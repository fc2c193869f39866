import { useTranslation } from 'react-i18next';
import type { PracticeReport } from '@crescendo/contracts';
import { Button } from '@crescendo/ui';

/** Why a report looks unlikely, each flag in words, and the teacher's way to say they have looked. */
export function IntegrityFlags({
  report,
  studentName,
  onDismiss,
}: {
  report: PracticeReport;
  studentName: string;
  onDismiss: (reportId: string) => void;
}) {
  const { t } = useTranslation();
  if (report.flags.length === 0 || report.flagsDismissed) return <>{t('practiceTeacher.flags.none')}</>;
  return (
    <>
      <strong>{t('practiceTeacher.flags.flagged')}</strong>
      <ul className="pu-flags">
        {report.flags.map((flag) => (
          <li key={flag}>{t(`practiceTeacher.flags.kinds.${flag}`)}</li>
        ))}
      </ul>
      <Button
        variant="secondary"
        aria-label={`${t('practiceTeacher.flags.dismiss')} — ${studentName}, ${report.practiceDate}`}
        onClick={() => onDismiss(report.id)}
      >
        {t('practiceTeacher.flags.dismiss')}
      </Button>
    </>
  );
}
