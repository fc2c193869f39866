/** One set of bars: its name (the legend's, the table's column), a value per label, its colour or one per bar. */
export interface BarSeries {
  label: string;
  values: readonly number[];
  colour: string | readonly string[];
}
