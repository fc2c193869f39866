import { BarChart } from '@crescendo/web-kit/bar-chart';

export interface BudgetChartProps {
  bars: readonly { label: string; plannedCents: number; spentCents: number; over: boolean }[];
  labels: { planned: string; spent: string };
  /** The chart in words, for screen readers (and anyone who would rather read). */
  summary: string;
}

/** Planned against spent per category, in the budget's currency; a category over its plan in red. */
export default function BudgetChart({ bars, labels, summary }: BudgetChartProps) {
  return (
    <BarChart
      className="fu-chart"
      summary={summary}
      labels={bars.map((bar) => bar.label)}
      series={[
        { label: labels.planned, values: bars.map((bar) => bar.plannedCents / 100), colour: '#94a3b8' },
        {
          label: labels.spent,
          values: bars.map((bar) => bar.spentCents / 100),
          colour: bars.map((bar) => (bar.over ? '#b91c1c' : '#4338ca')),
        },
      ]}
      legend
    />
  );
}
