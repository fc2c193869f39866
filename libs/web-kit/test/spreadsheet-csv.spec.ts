import Papa from 'papaparse';
import { csvFormats, safeFileName, spreadsheetCsv } from '../src/csv/index.js';

describe('spreadsheetCsv', () => {
  it('opens with a UTF-8 BOM, separates with ";" and CRLF in French, quotes what needs it', () => {
    const rows = [
      ['Élève', 'Note'],
      ['Ana; "la flûte"', 'deux\nlignes'],
    ];
    const text = spreadsheetCsv(rows, csvFormats.fr);
    expect(text).toBe('\uFEFFÉlève;Note\r\n"Ana; ""la flûte""";"deux\nlignes"');
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual(rows);
  });

  it('neutralises a cell that a spreadsheet would run as a formula', () => {
    const text = spreadsheetCsv([['=HYPERLINK("x")', '+1', 'ok']], csvFormats.fr);
    expect(text).toBe('\uFEFF"\'=HYPERLINK(""x"")";"\'+1";ok');
  });

  it('keeps a negative amount a number, and quotes a neutralised cell', () => {
    const text = spreadsheetCsv([['-12,50', '-12,50+1', '\tx', 'a = b']], csvFormats.fr);
    expect(text).toBe('\uFEFF-12,50;"\'-12,50+1";"\'\tx";a = b');
  });

  it('uses commas and a decimal point for English spreadsheets', () => {
    expect(
      spreadsheetCsv(
        [
          ['a', 'b'],
          ['1.5', 'c'],
        ],
        csvFormats.en,
      ),
    ).toBe('\uFEFFa,b\r\n1.5,c');
    expect(csvFormats.en.decimalSeparator).toBe('.');
    expect(csvFormats.fr.decimalSeparator).toBe(',');
  });
});

describe('safeFileName', () => {
  it('keeps letters, digits and dashes, and falls back when nothing is left', () => {
    expect(safeFileName('Harmonie 1re / Vents', 'groupe')).toBe('Harmonie-1re-Vents');
    expect(safeFileName('   ', 'achats')).toBe('achats');
  });
});
