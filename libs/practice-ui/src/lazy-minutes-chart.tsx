import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { MinutesChartProps } from './minutes-chart.js';

// chart.js is ~70 KB gzip: its own chunk, fetched the first time a chart shows, never on a first page.
const MinutesChart = lazy(() => import('./minutes-chart.js'));

export function LazyMinutesChart(props: MinutesChartProps) {
  const { t } = useTranslation('practiceTeacher');
  return (
    <Suspense fallback={<p>{t('followUp.chartLoading')}</p>}>
      <MinutesChart {...props} />
    </Suspense>
  );
}
