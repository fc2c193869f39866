import Papa from 'papaparse';

/**
 * A CSV a spreadsheet saved, as rows of cells: its byte-order mark dropped, its delimiter found (';' from a
 * French Excel or LibreOffice, ',' otherwise), quoted cells and line breaks inside them read as papaparse reads
 * them, empty lines skipped. A cell written neutralised by `spreadsheetCsv` (an apostrophe before what looked
 * like a formula) keeps its apostrophe: it is text, and stays so.
 */
export function readSpreadsheetCsv(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
  });
  return parsed.data.map((row) => row.map((cell) => String(cell)));
}
