import Papa from 'papaparse';
import { neutraliseSpreadsheetCell } from '@crescendo/domain';

/** A value as a French spreadsheet reads it: a decimal comma, 'oui'/'non', structures as JSON, nothing for null. */
function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * One table's rows as a CSV for people (issue 31 §2): what a French Excel or LibreOffice opens as it is — a
 * UTF-8 byte-order mark, ';' between cells, CRLF — every cell through the platform's one rule against
 * formulas (`neutraliseSpreadsheetCell`, never papaparse's `escapeFormulae`: decision 0059). The header is
 * every column any row has, in the order first met.
 */
export function tableCsv(rows: ReadonlyArray<Record<string, unknown>>): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns, ...rows.map((row) => columns.map((column) => cellOf(row[column])))].map((line) =>
    line.map(neutraliseSpreadsheetCell),
  );
  const text = Papa.unparse(lines, {
    delimiter: ';',
    newline: '\r\n',
    escapeFormulae: false,
    quotes: (value: unknown) => typeof value === 'string' && value.startsWith("'"),
  });
  return `\uFEFF${text}\r\n`;
}
