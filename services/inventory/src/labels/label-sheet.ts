/**
 * Avery 5160 (and its equivalents: 8160, 5260, 5960…) on US Letter, in PDF points (1/72 in), measured from
 * the page's top-left corner as pdfkit draws: 3 columns × 10 rows of 2 5/8 in × 1 in labels, a top and bottom
 * margin of 1/2 in, side margins of 3/16 in, 1/8 in between columns and none between rows.
 */
export const avery5160 = {
  pageWidth: 612,
  pageHeight: 792,
  columns: 3,
  rows: 10,
  labelWidth: 189,
  labelHeight: 72,
  left: 13.5,
  top: 36,
  columnPitch: 198,
  rowPitch: 72,
} as const;

export const labelsPerSheet = avery5160.columns * avery5160.rows;

/** Where one label goes: its sheet (0 first), its slot on the sheet (0–29, row by row), its top-left corner. */
export interface LabelPlacement {
  sheet: number;
  slot: number;
  x: number;
  y: number;
}

/**
 * The places of `count` labels, row by row from the slot `startAt` (1–30) of the first sheet, so that a sheet
 * already partly used is used up; the next sheets start at their first slot.
 */
export function labelPlacements(count: number, startAt = 1): LabelPlacement[] {
  if (!Number.isInteger(startAt) || startAt < 1 || startAt > labelsPerSheet)
    throw new RangeError(`startAt must be 1–${labelsPerSheet}`);
  return Array.from({ length: count }, (_, index) => {
    const position = startAt - 1 + index;
    const slot = position % labelsPerSheet;
    const column = slot % avery5160.columns;
    const row = Math.floor(slot / avery5160.columns);
    return {
      sheet: Math.floor(position / labelsPerSheet),
      slot,
      x: avery5160.left + column * avery5160.columnPitch,
      y: avery5160.top + row * avery5160.rowPitch,
    };
  });
}

/** How many sheets `count` labels take from the slot `startAt`. */
export function sheetCount(count: number, startAt = 1): number {
  return count === 0 ? 0 : Math.ceil((startAt - 1 + count) / labelsPerSheet);
}
