import { avery5160, labelPlacements, sheetCount } from '../../src/labels/label-sheet.js';
import { code128Widths, qrModules } from '../../src/labels/label-pdf.js';
import { decodeCode128 } from '../code128-decode.js';

// Issue 27 §2: Avery 5160 on Letter, in points — 3 columns × 10 rows of 2 5/8 in × 1 in.
describe('the label sheet (Avery 5160, Letter)', () => {
  it('places the 30 labels of a sheet row by row at the sheet’s exact margins', () => {
    const places = labelPlacements(30);
    expect(places[0]).toEqual({ sheet: 0, slot: 0, x: 13.5, y: 36 });
    expect(places[1]).toEqual({ sheet: 0, slot: 1, x: 211.5, y: 36 });
    expect(places[2]).toEqual({ sheet: 0, slot: 2, x: 409.5, y: 36 });
    expect(places[3]).toEqual({ sheet: 0, slot: 3, x: 13.5, y: 108 });
    expect(places[29]).toEqual({ sheet: 0, slot: 29, x: 409.5, y: 684 });
    const xs = [...new Set(places.map((p) => p.x))];
    const ys = [...new Set(places.map((p) => p.y))];
    expect(xs).toEqual([13.5, 211.5, 409.5]);
    expect(ys).toEqual([36, 108, 180, 252, 324, 396, 468, 540, 612, 684]);
    // The margins: 3/16 in on each side, 1/2 in top and bottom, 1/8 in between columns.
    expect(xs[0]).toBe(612 - (xs[2]! + avery5160.labelWidth));
    expect(ys[0]).toBe(792 - (ys[9]! + avery5160.labelHeight));
    expect(xs[1]! - (xs[0]! + avery5160.labelWidth)).toBe(9);
    expect(avery5160.labelWidth).toBe(2.625 * 72);
    expect(avery5160.labelHeight).toBe(72);
  });

  it('starts at the chosen slot of a half-used sheet, then goes on at the next sheet’s first', () => {
    const places = labelPlacements(5, 29);
    expect(places.map((p) => [p.sheet, p.slot])).toEqual([
      [0, 28],
      [0, 29],
      [1, 0],
      [1, 1],
      [1, 2],
    ]);
    expect(places[0]).toMatchObject({ x: 211.5, y: 684 });
    expect(places[2]).toMatchObject({ x: 13.5, y: 36 });
    expect(labelPlacements(1, 30)[0]).toEqual({ sheet: 0, slot: 29, x: 409.5, y: 684 });
  });

  it('breaks pages every 30 labels and counts the sheets', () => {
    const places = labelPlacements(61);
    expect(places.filter((p) => p.sheet === 0)).toHaveLength(30);
    expect(places.filter((p) => p.sheet === 1)).toHaveLength(30);
    expect(places[60]).toEqual({ sheet: 2, slot: 0, x: 13.5, y: 36 });
    expect(sheetCount(0)).toBe(0);
    expect(sheetCount(30)).toBe(1);
    expect(sheetCount(31)).toBe(2);
    expect(sheetCount(300)).toBe(10);
    expect(sheetCount(300, 2)).toBe(11);
    expect(sheetCount(2, 30)).toBe(2);
  });

  it('refuses a start outside the sheet', () => {
    expect(() => labelPlacements(1, 0)).toThrow(RangeError);
    expect(() => labelPlacements(1, 31)).toThrow(RangeError);
  });
});

describe('the codes of a label (bwip-js)', () => {
  it('encodes the exact asset number in Code 128, read back by a decoder of the standard’s table', () => {
    for (const assetNumber of ['VIO-0042', 'CR-0001', '12345678', 'trp.2019/07', 'A'])
      expect(decodeCode128(code128Widths(assetNumber))).toBe(assetNumber);
  });

  it('makes a QR of the asset number: a square of 21 modules and more, with its three finder patterns', () => {
    const matrix = qrModules('VIO-0042');
    expect(matrix).toHaveLength(21);
    expect(matrix.every((row) => row.length === 21)).toBe(true);
    const finder = (top: number, left: number) =>
      [0, 6].every((d) => matrix[top + d]!.slice(left, left + 7).every(Boolean));
    expect(finder(0, 0) && finder(0, 14) && finder(14, 0)).toBe(true);
    expect(qrModules('X'.repeat(40)).length).toBeGreaterThan(21);
  });
});
