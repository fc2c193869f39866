import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

// Only the pieces a bar chart uses: chart.js tree-shakes what is not registered.
Chart.register(CategoryScale, LinearScale, BarElement, Tooltip);

export interface MinutesChartProps {
  bars: readonly { label: string; minutes: number }[];
  /** The chart in words, for screen readers (and anyone who would rather read). */
  summary: string;
}

/** Minutes of practice per student, as bars. Loaded only by the screens that draw it (see `LazyMinutesChart`). */
export default function MinutesChart({ bars, summary }: MinutesChartProps) {
  return (
    <div className="pu-chart">
      <Bar
        role="img"
        aria-label={summary}
        fallbackContent={<p>{summary}</p>}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          indexAxis: bars.length > 8 ? 'y' : 'x',
          scales: { x: { beginAtZero: true }, y: { beginAtZero: true } },
          plugins: { tooltip: { enabled: true } },
        }}
        data={{
          labels: bars.map((bar) => bar.label),
          datasets: [{ data: bars.map((bar) => bar.minutes), backgroundColor: '#4338ca', borderRadius: 4 }],
        }}
      />
    </div>
  );
}
