import type { BarSeries } from './bar-series.js';

export interface ChartDataTableProps {
  /** The disclosure's words ('Voir les données du graphique'). */
  toggle: string;
  /** The table's name for screen readers (the chart's title). */
  caption: string;
  /** The first column's header ('Jour'). */
  labelHeader: string;
  labels: readonly string[];
  series: readonly BarSeries[];
  className?: string;
}

/** The chart's figures as a table behind a disclosure: for screen readers and anyone who would rather read. */
export function ChartDataTable({
  toggle,
  caption,
  labelHeader,
  labels,
  series,
  className,
}: ChartDataTableProps) {
  return (
    <details className={className}>
      <summary>{toggle}</summary>
      <table>
        <caption className="cr-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            {series.map((one) => (
              <th key={one.label} scope="col">
                {one.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, index) => (
            <tr key={`${index}-${label}`}>
              <th scope="row">{label}</th>
              {series.map((one) => (
                <td key={one.label}>{one.values[index]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
