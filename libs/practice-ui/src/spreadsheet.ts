// The CSV pieces any screen's export uses (the finance screens too): read the language's spreadsheet habits,
// write the text, hand it to the browser. Import it lazily: it carries papaparse.
export { csvFormats, spreadsheetCsv, type CsvFormat } from './practice-csv.js';
export { downloadText } from './csv-download.js';
