import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

// Only the pieces a bar chart uses: chart.js tree-shakes what is not registered.
Chart.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

export interface BudgetChartProps {
  bars: readonly { label: string; plannedCents: number; spentCents: number; over: boolean }[];
  labels: { planned: string; spent: string };
  /** The chart in words, for screen readers (and anyone who would rather read). */
  summary: string;
}

/** Planned against spent per category, in the budget's currency; a category over its plan in red. */
export default function BudgetChart({ bars, labels, summary }: BudgetChartProps) {
  return (
    <div className="fu-chart">
      <Bar
        role="img"
        aria-label={summary}
        fallbackContent={<p>{summary}</p>}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: { y: { beginAtZero: true } },
          plugins: { legend: { position: 'bottom' }, tooltip: { enabled: true } },
        }}
        data={{
          labels: bars.map((bar) => bar.label),
          datasets: [
            {
              label: labels.planned,
              data: bars.map((bar) => bar.plannedCents / 100),
              backgroundColor: '#94a3b8',
            },
            {
              label: labels.spent,
              data: bars.map((bar) => bar.spentCents / 100),
              backgroundColor: bars.map((bar) => (bar.over ? '#b91c1c' : '#4338ca')),
            },
          ],
        }}
      />
    </div>
  );
}
