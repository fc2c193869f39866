import { csvFormats, readSpreadsheetCsv, spreadsheetCsv } from '../src/csv/index.js';

describe('readSpreadsheetCsv', () => {
  const rows = [
    ['N° d’inventaire', 'Notes'],
    ['CR-0001', 'Ana; "la flûte"'],
    ['CR-0002', 'deux\nlignes'],
  ];

  it('reads back what spreadsheetCsv wrote, in French (";") and in English (",")', () => {
    expect(readSpreadsheetCsv(spreadsheetCsv(rows, csvFormats.fr))).toEqual(rows);
    expect(readSpreadsheetCsv(spreadsheetCsv(rows, csvFormats.en))).toEqual(rows);
  });

  it('drops the byte-order mark and skips empty lines', () => {
    expect(readSpreadsheetCsv('\uFEFFa;b\r\n\r\n1;2\r\n;\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps the apostrophe of a neutralised cell: it stays text', () => {
    expect(readSpreadsheetCsv(spreadsheetCsv([['=1+1', 'x']], csvFormats.fr))).toEqual([["'=1+1", 'x']]);
  });
});
