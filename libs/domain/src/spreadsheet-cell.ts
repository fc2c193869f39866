/**
 * CSV injection (issue 34 §4), the one rule of every export: a spreadsheet runs a cell as a formula when it
 * starts with '=', '+', '-' or '@' (a tab, CR or LF in front can lead there too), and some trim spaces before
 * they look. Such a cell is prefixed with an apostrophe (OWASP's advice), which the spreadsheet shows as text;
 * the writer quotes it. The whole cell is tested, line breaks included: papaparse's own `escapeFormulae` does
 * not see past the first line.
 *
 * Number cells against text cells: a cell that is nothing but a plain decimal ('-12,50', '-0.75', '45', the
 * amounts and durations our code formats) is no formula in any spreadsheet, so it stays as it is, still
 * summable; every other cell is text and is tested, whoever wrote it. A student typing '-5' gets the number
 * -5 back, which runs nothing.
 */
const plainDecimal = /^-?\d+(?:[.,]\d+)?$/;
const formulaStart = /^[\t\r\n]|^\s*[=+\-@]/;

export function neutraliseSpreadsheetCell(cell: string): string {
  if (plainDecimal.test(cell) || !formulaStart.test(cell)) return cell;
  return `'${cell}`;
}
