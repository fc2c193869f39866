import Papa from 'papaparse';
import { neutraliseSpreadsheetCell } from '@crescendo/domain';

/** How a spreadsheet of that language reads a CSV: French Excel and LibreOffice expect ';' and a decimal comma. */
export interface CsvFormat {
  delimiter: string;
  decimalSeparator: '.' | ',';
}
export const csvFormats = {
  fr: { delimiter: ';', decimalSeparator: ',' },
  en: { delimiter: ',', decimalSeparator: '.' },
} as const satisfies Record<string, CsvFormat>;

/**
 * The file's text: a UTF-8 byte-order mark (without it Excel reads 'Élève' as 'Ã‰lÃ¨ve'), the format's
 * delimiter, CRLF line ends, and quotes wherever a cell holds a delimiter, a quote or a line break. Every cell
 * goes through `neutraliseSpreadsheetCell` (the platform's one rule: a cell that starts like a formula gets an
 * apostrophe, and is quoted), never papaparse's `escapeFormulae`, which misses a formula over several lines.
 */
export function spreadsheetCsv(rows: readonly (readonly string[])[], format: CsvFormat): string {
  const cells = rows.map((row) => row.map(neutraliseSpreadsheetCell));
  const text = Papa.unparse(cells, {
    delimiter: format.delimiter,
    newline: '\r\n',
    escapeFormulae: false,
    // OWASP also quotes a neutralised cell; quoting any cell that starts with an apostrophe reads the same.
    quotes: (value: unknown) => typeof value === 'string' && value.startsWith("'"),
  });
  return `\uFEFF${text}`;
}
