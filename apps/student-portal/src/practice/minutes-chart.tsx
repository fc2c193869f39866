import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '@crescendo/web-kit/bar-chart';

// The kit's primary colour (tokens.ts): canvas drawing cannot read CSS variables.
const barColour = '#4338ca';

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
      <BarChart
        className="practice-chart__canvas"
        summary={description}
        labels={bars.map((bar) => bar.label)}
        series={[
          {
            label: t('statistics.minutes'),
            values: bars.map((bar) => bar.minutes),
            colour: barColour,
          },
        ]}
        wholeNumbers
        table={{
          className: 'practice-chart__data',
          toggle: t('statistics.showData'),
          caption: title,
          labelHeader: columnLabel,
        }}
      />
    </figure>
  );
}
