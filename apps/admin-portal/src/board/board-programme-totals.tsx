import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@crescendo/ui';
import { useBoardProgrammeTotals } from './board-dashboard-api.js';
import { ProgrammesTable } from './dashboard-programmes-table.js';

/**
 * 'Par programme', first: each programme over all the board's schools ('Tout le centre de services'), as identity
 * publishes it (a total that would give a withheld school's figure away is '< 5' too).
 */
export function BoardProgrammeTotalsSection() {
  const { t } = useTranslation(['translation', 'board']);
  const totals = useBoardProgrammeTotals();
  if (totals.isPending) return <Spinner label={t('app.loadingShort')} />;
  if (totals.isError) return <Alert tone="error">{t('app.loadFailed')}</Alert>;
  return (
    <ProgrammesTable
      title={t('board:dashboard.boardTotals.title')}
      label={t('board:dashboard.boardTotals.label')}
      programmes={totals.data.programmes}
    />
  );
}
