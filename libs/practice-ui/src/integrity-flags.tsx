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
  const { t } = useTranslation('practiceTeacher');
  if (report.flags.length === 0 || report.flagsDismissed) return <>{t('flags.none')}</>;
  return (
    <>
      <strong>{t('flags.flagged')}</strong>
      <ul className="pu-flags">
        {report.flags.map((flag) => (
          <li key={flag}>{t(`flags.kinds.${flag}`)}</li>
        ))}
      </ul>
      <Button
        variant="secondary"
        aria-label={`${t('flags.dismiss')} — ${studentName}, ${report.practiceDate}`}
        onClick={() => onDismiss(report.id)}
      >
        {t('flags.dismiss')}
      </Button>
    </>
  );
}
