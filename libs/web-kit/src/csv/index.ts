// The CSV pieces any screen's export and import use: the language's spreadsheet habits, the text, the
// browser's file, and a saved spreadsheet read back.
// Import this entry lazily (`import('@crescendo/web-kit/csv')`): it carries papaparse.
export { csvFormats, spreadsheetCsv, type CsvFormat } from './spreadsheet-csv.js';
export { downloadText } from './download-text.js';
export { readSpreadsheetCsv } from './read-spreadsheet-csv.js';
export { safeFileName } from './safe-file-name.js';
