import { useTranslation } from 'react-i18next';

/**
 * A figure about fewer than 5 students, withheld (decision 0050's small cohorts): '< 5' on screen, its reason on
 * hover and said in words to a screen reader instead of the sign.
 */
export function WithheldFigure() {
  const { t } = useTranslation('board');
  const explained = t('schools.smallCohortExplained');
  return (
    <span className="board-withheld" title={explained}>
      <span aria-hidden="true">{t('schools.smallCohort')}</span>
      <span className="cr-visually-hidden">{explained}</span>
    </span>
  );
}
