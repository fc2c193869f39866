import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import type { BarSeries } from './bar-series.js';
import { ChartDataTable, type ChartDataTableProps } from './chart-data-table.js';

// Only the pieces a bar chart uses: chart.js tree-shakes what is not registered.
Chart.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

// The kit's text colour (tokens.ts): canvas drawing cannot read CSS variables.
const textColour = '#1f2937';

export type { BarSeries } from './bar-series.js';

export interface BarChartProps {
  /** The chart in words: the canvas's accessible name, and what shows where a canvas cannot. */
  summary: string;
  labels: readonly string[];
  series: readonly BarSeries[];
  /** The box the canvas fills: its height is the caller's CSS (`position: relative`, a height). */
  className: string;
  /** A legend under the bars (several series). */
  legend?: boolean;
  /** Bars along the value axis, for long lists of labels. */
  horizontal?: boolean;
  /** Whole numbers on the value axis (minutes). */
  wholeNumbers?: boolean;
  /** The same figures as a table behind a disclosure. */
  table?: Omit<ChartDataTableProps, 'labels' | 'series'>;
}

/**
 * An accessible bar chart: the canvas is an image named by `summary`, and its figures can be read as a table.
 * Import it lazily (`import('@crescendo/web-kit/bar-chart')`): chart.js is ~70 KB gzip.
 */
export function BarChart({
  summary,
  labels,
  series,
  className,
  legend,
  horizontal,
  wholeNumbers,
  table,
}: BarChartProps) {
  const valueTicks = { color: textColour, ...(wholeNumbers ? { precision: 0 } : {}) };
  const labelTicks = { color: textColour, autoSkip: true, maxRotation: 0 };
  return (
    <>
      <div className={className}>
        <Bar
          role="img"
          aria-label={summary}
          fallbackContent={<p>{summary}</p>}
          options={{
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            indexAxis: horizontal ? 'y' : 'x',
            scales: {
              x: { beginAtZero: true, ticks: horizontal ? valueTicks : labelTicks },
              y: { beginAtZero: true, ticks: horizontal ? labelTicks : valueTicks },
            },
            plugins: {
              legend: legend ? { position: 'bottom' } : { display: false },
              tooltip: { enabled: true },
            },
          }}
          data={{
            labels: [...labels],
            datasets: series.map((one) => ({
              label: one.label,
              data: [...one.values],
              backgroundColor: typeof one.colour === 'string' ? one.colour : [...one.colour],
              borderRadius: 4,
            })),
          }}
        />
      </div>
      {table && <ChartDataTable {...table} labels={labels} series={series} />}
    </>
  );
}

export default BarChart;
