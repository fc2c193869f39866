import { inflateSync } from 'node:zlib';
import { addInstrument, labelsMax, printLabels, type Actor } from '@crescendo/contracts';
import { newTenant } from '@crescendo/testing';
import { pdfText } from '@crescendo/testing/pdf';
import { barHeight } from '../src/labels/label-pdf.js';
import { decodeCode128 } from './code128-decode.js';
import { startInventory, type InventoryHarness } from './inventory-harness.js';

// Issue 27 §2 over NATS, on PostgreSQL: 'Imprimer les étiquettes' makes Avery 5160 sheets (Letter) of the
// school's instruments, each label with the school, the instrument, its asset number, a Code 128 and a QR.
let h: InventoryHarness;
beforeAll(async () => {
  h = await startInventory();
}, 90_000);
afterAll(() => h?.close());

async function addMany(admin: Actor, prefix: string, count: number, from = 1): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 25) {
    const batch = Array.from({ length: Math.min(25, count - start) }, (_, i) => {
      const n = String(from + start + i).padStart(4, '0');
      return h.ok(
        addInstrument,
        { family: 'cordes', type: 'Violon', brand: 'Yamaha', model: 'V5', assetNumber: `${prefix}-${n}` },
        admin,
      );
    });
    ids.push(...(await Promise.all(batch)).map((instrument) => instrument.id));
  }
  return ids;
}

const pdfOf = (reply: { contentBase64: string }) => Buffer.from(reply.contentBase64, 'base64');
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

/** The rectangles (`x y w h re`) of each page's content stream, in pdfkit's top-down points. */
function pageRects(pdf: Buffer): Array<Array<{ x: number; y: number; w: number; h: number }>> {
  const pages: Array<Array<{ x: number; y: number; w: number; h: number }>> = [];
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    if (!content.includes(' re')) continue;
    pages.push(
      [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((m) => ({
        x: Number(m[1]),
        y: Number(m[2]),
        w: Number(m[3]),
        h: Number(m[4]),
      })),
    );
  }
  return pages;
}

/** The Code 128 of the label whose top-left corner is (x, y), read back from its drawn bars. */
function barcodeAt(rects: ReturnType<typeof pageRects>[number], x: number, y: number): string {
  const bars = rects
    .filter((r) => Math.abs(r.h - barHeight) < 0.01 && r.y > y && r.y < y + 72 && r.x > x && r.x < x + 140)
    .sort((a, b) => a.x - b.x);
  const widths: number[] = [];
  bars.forEach((bar, i) => {
    if (i > 0) widths.push(bar.x - (bars[i - 1]!.x + bars[i - 1]!.w));
    widths.push(bar.w);
  });
  const unit = Math.min(...widths);
  return decodeCode128(widths.map((w) => Math.round(w / unit)));
}

describe('label sheets', () => {
  it('print the chosen instruments, one label each with the school, the instrument, its number and codes', async () => {
    const t = newTenant();
    const ids = await addMany(t.admin, 'VIO', 32);
    const reply = await h.ok(
      printLabels,
      { instrumentIds: [...ids].reverse(), heading: 'École Pierre-Laporte' },
      t.admin,
    );
    expect(reply).toMatchObject({ contentType: 'application/pdf', labels: 32, sheets: 2 });
    expect(reply.filename).toBe('etiquettes-32.pdf');
    const pdf = pdfOf(reply);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(2);
    const text = pdfText(pdf);
    for (let n = 1; n <= 32; n += 1) expect(text).toContain(`VIO-${String(n).padStart(4, '0')}`);
    expect(text.filter((line) => line === 'École Pierre-Laporte')).toHaveLength(32);
    expect(text).toContain('Violon — Yamaha V5');
    // In asset-number order: the first label of the first sheet, the third of the second.
    const [first, second] = pageRects(pdf);
    expect(barcodeAt(first!, 13.5, 36)).toBe('VIO-0001');
    expect(barcodeAt(first!, 409.5, 684)).toBe('VIO-0030');
    expect(barcodeAt(second!, 211.5, 36)).toBe('VIO-0032');
  });

  it('start at the chosen slot of a half-used sheet and break to a new sheet after slot 30', async () => {
    const t = newTenant();
    const ids = await addMany(t.admin, 'TRP', 3);
    const reply = await h.ok(printLabels, { instrumentIds: ids, startAt: 29 }, t.teacher);
    expect(reply).toMatchObject({ labels: 3, sheets: 2 });
    const pdf = pdfOf(reply);
    expect(pageCount(pdf)).toBe(2);
    const [first, second] = pageRects(pdf);
    expect(barcodeAt(first!, 211.5, 684)).toBe('TRP-0001');
    expect(barcodeAt(first!, 409.5, 684)).toBe('TRP-0002');
    expect(barcodeAt(second!, 13.5, 36)).toBe('TRP-0003');
    expect(() => barcodeAt(first!, 13.5, 36)).toThrow();
  });

  it('print every instrument a filter finds, up to 300 (10 sheets, under the 1 MB reply), refused beyond', async () => {
    const t = newTenant();
    await addMany(t.admin, 'CAP', labelsMax);
    await h.ok(addInstrument, { family: 'bois', type: 'Flûte', assetNumber: 'FLU-1' }, t.admin);
    const all = await h.ok(printLabels, { filter: { search: 'CAP-' }, language: 'en' }, t.admin);
    expect(all).toMatchObject({ labels: 300, sheets: 10, filename: 'labels-300.pdf' });
    expect(pageCount(pdfOf(all))).toBe(10);
    expect(all.contentBase64.length).toBeLessThan(1024 * 1024);
    const flutes = await h.ok(printLabels, { filter: { family: 'bois' } }, t.admin);
    expect(pdfText(pdfOf(flutes))).toContain('FLU-1');
    await addMany(t.admin, 'CAP', 1, labelsMax + 1);
    expect(await h.send(printLabels, { filter: { search: 'CAP-' } }, t.admin)).toMatchObject({
      ok: false,
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message:
          'Au plus 300 étiquettes à la fois (10 planches) : choisissez moins d’instruments ou affinez le filtre.',
      },
    });
    expect(await h.send(printLabels, { filter: { search: 'nothing-like-it' } }, t.admin)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Aucun instrument ne correspond : aucune étiquette à imprimer.' },
    });
  }, 60_000);

  it('are the school’s staff’s: a student is refused, another school’s instruments refuse the print', async () => {
    const home = newTenant();
    const away = newTenant();
    const [homeId] = await addMany(home.admin, 'HOM', 1);
    const [awayId] = await addMany(away.admin, 'AWY', 1);
    expect(await h.send(printLabels, { instrumentIds: [homeId!] }, home.student)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.send(printLabels, { instrumentIds: [homeId!] }, null)).toMatchObject({ ok: false });
    // Another school's id, alone or among the school's own: nothing printed, whose it is not said.
    for (const instrumentIds of [[homeId!], [awayId!, homeId!]])
      expect(await h.send(printLabels, { instrumentIds }, away.admin)).toMatchObject({
        ok: false,
        error: {
          code: 'NOT_FOUND',
          message: 'Instruments introuvables dans cette école (1) : aucune étiquette imprimée.',
        },
      });
    const own = await h.ok(printLabels, { instrumentIds: [awayId!, awayId!] }, away.teacher);
    expect(own.labels).toBe(1);
    expect(pdfText(pdfOf(own)).join('\n')).not.toContain('HOM-');
  });

  it('refuse bad input with its French message', async () => {
    const t = newTenant();
    const [id] = await addMany(t.admin, 'BAD', 1);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Choisissez au moins un instrument (ou un filtre) pour imprimer les étiquettes.'],
      [
        { instrumentIds: [] },
        'Choisissez au moins un instrument (ou un filtre) pour imprimer les étiquettes.',
      ],
      [{ instrumentIds: [id], filter: {} }, 'Choisissez au moins un instrument (ou un filtre)'],
      [
        { instrumentIds: [id], startAt: 31 },
        'La première étiquette est une position de 1 à 30 sur la planche.',
      ],
      [
        { instrumentIds: [id], startAt: 0 },
        'La première étiquette est une position de 1 à 30 sur la planche.',
      ],
      [{ instrumentIds: Array.from({ length: 301 }, () => id) }, 'Au plus 300 étiquettes à la fois.'],
    ];
    for (const [payload, message] of cases) {
      const reply = await h.send(printLabels, payload as never, t.admin);
      expect(reply).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
      expect(JSON.stringify(reply)).toContain(message);
    }
  });
});
