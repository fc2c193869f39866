// The CSV pieces any screen's export uses: the language's spreadsheet habits, the text, the browser's file.
// Import this entry lazily (`import('@crescendo/web-kit/csv')`): it carries papaparse.
export { csvFormats, spreadsheetCsv, type CsvFormat } from './spreadsheet-csv.js';
export { downloadText } from './download-text.js';
export { safeFileName } from './safe-file-name.js';
