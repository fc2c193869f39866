import { BarChart } from '@crescendo/web-kit/bar-chart';

export interface ReplacementPlanChartProps {
  labels: readonly string[];
  /** One series per family: its name and its cost per school year, in cents. */
  families: readonly { label: string; costCents: readonly number[] }[];
  summary: string;
}

const colours = ['#4338ca', '#0f766e', '#b45309', '#7c3aed'];

/** The plan's cost per school year, a bar per family (lazy: chart.js is its own chunk). */
export default function ReplacementPlanChart({ labels, families, summary }: ReplacementPlanChartProps) {
  return (
    <BarChart
      className="cr-plan__chart"
      summary={summary}
      labels={labels}
      series={families.map((family, index) => ({
        label: family.label,
        values: family.costCents.map((cents) => cents / 100),
        colour: colours[index % colours.length]!,
      }))}
      legend
    />
  );
}
