import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

// Only the pieces a bar chart needs, so the rest of chart.js stays out of the bundle.
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);

// The kit's primary and text colours (tokens.ts): canvas drawing cannot read CSS variables.
const barColour = '#4338ca';
const textColour = '#1f2937';

export interface MinutesChartProps {
  title: string;
  /** What the chart shows, in one sentence: the canvas's accessible name. */
  description: string;
  columnLabel: string;
  bars: Array<{ label: string; minutes: number }>;
}

/** Minutes as bars, with the same figures as a table for screen readers and anyone who prefers to read. */
export function MinutesChart({ title, description, columnLabel, bars }: MinutesChartProps) {
  const { t } = useTranslation('practiceStudent');
  const titleId = useId();
  return (
    <figure className="practice-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="practice-chart__title">
        {title}
      </figcaption>
      <div className="practice-chart__canvas">
        <Bar
          role="img"
          aria-label={description}
          options={{
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            plugins: { legend: { display: false } },
            scales: {
              x: { ticks: { color: textColour, autoSkip: true, maxRotation: 0 } },
              y: { beginAtZero: true, ticks: { color: textColour, precision: 0 } },
            },
          }}
          data={{
            labels: bars.map((bar) => bar.label),
            datasets: [{ label: title, data: bars.map((bar) => bar.minutes), backgroundColor: barColour }],
          }}
        />
      </div>
      <details className="practice-chart__data">
        <summary>{t('statistics.showData')}</summary>
        <table>
          <caption className="cr-visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columnLabel}</th>
              <th scope="col">{t('statistics.minutes')}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar, index) => (
              <tr key={`${index}-${bar.label}`}>
                <th scope="row">{bar.label}</th>
                <td>{bar.minutes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
