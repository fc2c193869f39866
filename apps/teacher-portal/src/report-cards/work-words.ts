import { useTranslation } from 'react-i18next';
import type { TermWork } from '@crescendo/contracts';
import { useLanguage } from '@crescendo/web-kit';

/** The term's work in words: days a week ('3,2 jours sur 7'), work handed in, the graded average — no minutes. */
export function useWorkWords(work: TermWork) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const days = work.daysPerWeek.toLocaleString(language === 'en' ? 'en-CA' : 'fr-CA', {
    maximumFractionDigits: 1,
  });
  return {
    consistency: t('teacher.consistency', { days }),
    handedIn:
      work.handedInPercent === null
        ? t('teacher.nothingDue')
        : t('teacher.handedIn', {
            percent: work.handedInPercent,
            handedIn: work.handedIn,
            assigned: work.assigned,
          }),
    average:
      work.gradedAverage === null
        ? t('teacher.noMark')
        : t('teacher.average', { average: work.gradedAverage }),
  };
}
