import { BarChart } from '@crescendo/web-kit/bar-chart';

export interface MinutesChartProps {
  bars: readonly { label: string; minutes: number }[];
  /** The chart in words, for screen readers (and anyone who would rather read). */
  summary: string;
}

/** Minutes of practice per student, as bars. Loaded only by the screens that draw it (see `LazyMinutesChart`). */
export default function MinutesChart({ bars, summary }: MinutesChartProps) {
  return (
    <BarChart
      className="pu-chart"
      summary={summary}
      labels={bars.map((bar) => bar.label)}
      series={[{ label: summary, values: bars.map((bar) => bar.minutes), colour: '#4338ca' }]}
      horizontal={bars.length > 8}
      wholeNumbers
    />
  );
}
