import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';
import { avery5160, labelPlacements } from './label-sheet.js';

/** What one label shows. */
export interface LabelItem {
  assetNumber: string;
  type: string;
  brand: string | null;
  model: string | null;
}

export interface LabelSheetsDocument {
  language: 'fr' | 'en';
  /** The school's name, on top of each label (none: the line is left out). */
  heading: string | null;
  items: LabelItem[];
  /** The first slot used on the first sheet, 1–30. */
  startAt: number;
}

const texts = {
  fr: { title: 'Étiquettes d’inventaire' },
  en: { title: 'Inventory labels' },
} as const;

/** Inside a label: what printers and the labels' rounded corners leave. */
const padding = 6;
/** The QR square (its quiet zone of 2 modules inside), on the label's right. */
const qrSize = 44;
/** The Code 128's bars: their height, and their narrowest width at most (a wider label is not needed). */
export const barHeight = 24;
const moduleMax = 1;
/** Code 128's quiet zone on each side, in modules. */
const quietModules = 8;

/**
 * The widths of a Code 128's bars and spaces (bar first) for the exact text, from bwip-js (BWIPP's encoder): the
 * label draws them as rectangles, so the code stays sharp at any printer's resolution and the PDF small.
 */
export function code128Widths(text: string): number[] {
  const [symbol] = bwipjs.raw('code128', text, {}) as Array<{ sbs: number[] }>;
  return symbol!.sbs;
}

/**
 * A QR code's modules for the exact text (level M), rows of booleans (true: dark), without quiet zone. The mask
 * is fixed (pattern 1): BWIPP's trial of the eight masks is two thirds of the time of a sheet of 300 labels, and
 * a reader reads any mask.
 */
export function qrModules(text: string): boolean[][] {
  const [symbol] = bwipjs.raw('qrcode', text, 'eclevel=M mask=1') as Array<{
    pixs: number[];
    pixx: number;
    pixy: number;
  }>;
  const { pixs, pixx, pixy } = symbol!;
  return Array.from({ length: pixy }, (_, row) =>
    Array.from({ length: pixx }, (_, column) => pixs[row * pixx + column] === 1),
  );
}

/** Labels drawn between two turns of the event loop: a sheet of 300 never holds the quick loans' scans long. */
const labelsPerTurn = 10;

/**
 * Label sheets, Avery 5160 on Letter: per label the school, the instrument (type, brand and model), its asset
 * number in text, its Code 128 and a small QR of the same asset number (what the quick loan mode scans). The
 * codes are drawn as vectors; Helvetica of the PDF standard fonts writes French without embedding a font.
 */
export async function renderLabelSheets(document: LabelSheetsDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    autoFirstPage: false,
    info: { Title: texts[document.language].title, Author: 'Crescendo' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let sheet = -1;
  const placements = labelPlacements(document.items.length, document.startAt);
  for (const [index, item] of document.items.entries()) {
    if (index > 0 && index % labelsPerTurn === 0) await new Promise((resolve) => setImmediate(resolve));
    const place = placements[index]!;
    while (sheet < place.sheet) {
      doc.addPage({ size: 'LETTER', margins: { top: 0, bottom: 0, left: 0, right: 0 } });
      sheet += 1;
    }
    drawLabel(doc, item, document.heading, place.x, place.y);
  }
  if (sheet < 0) doc.addPage({ size: 'LETTER', margins: { top: 0, bottom: 0, left: 0, right: 0 } });
  doc.end();
  return done;
}

function drawLabel(doc: PDFKit.PDFDocument, item: LabelItem, heading: string | null, x: number, y: number) {
  const left = x + padding;
  const textWidth = avery5160.labelWidth - 2 * padding - qrSize - 4;
  let line = y + padding;
  doc.fillColor('#000000');
  if (heading) {
    doc.font('Helvetica-Bold').fontSize(6.5);
    doc.text(fit(doc, heading, textWidth), left, line, { lineBreak: false });
    line += 8;
  }
  const model = [item.brand, item.model].filter(Boolean).join(' ');
  doc.font('Helvetica').fontSize(7);
  doc.text(fit(doc, model ? `${item.type} — ${model}` : item.type, textWidth), left, line, {
    lineBreak: false,
  });
  line += 9;
  doc.font('Helvetica-Bold').fontSize(9);
  doc.text(fit(doc, item.assetNumber, textWidth), left, line, { lineBreak: false });

  // The Code 128 under the text, as wide as the column allows (a narrow bar of at most 1 pt).
  const widths = code128Widths(item.assetNumber);
  const modules = widths.reduce((sum, width) => sum + width, 0);
  const module = Math.min(moduleMax, textWidth / (modules + 2 * quietModules));
  let barX = left + quietModules * module;
  const barY = y + avery5160.labelHeight - padding - barHeight;
  widths.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(barX, barY, width * module, barHeight);
    barX += width * module;
  });
  doc.fill('#000000');

  // The QR on the right, centred in height; a row's run of dark modules is one rectangle.
  const matrix = qrModules(item.assetNumber);
  const cell = qrSize / (matrix.length + 4);
  const qrX = x + avery5160.labelWidth - padding - qrSize + 2 * cell;
  const qrY = y + (avery5160.labelHeight - qrSize) / 2 + 2 * cell;
  matrix.forEach((row, r) => {
    for (let c = 0; c < row.length;) {
      if (!row[c]) {
        c += 1;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c += 1;
      doc.rect(qrX + start * cell, qrY + r * cell, (c - start) * cell, cell);
    }
  });
  doc.fill('#000000');
}

/** The text cut with '…' to the width (one line of a label). */
function fit(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
