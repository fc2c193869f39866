import {
  addInstrument,
  completeRepair,
  getInstrument,
  lendInstrument,
  listInstruments,
  listRepairs,
  repairCostRecorded,
  scanLoan,
  sendToRepair,
} from '@crescendo/contracts';
import { newTenant, type Tenant } from '@crescendo/testing';
import { startInventory, type InventoryHarness } from './inventory-harness.js';

// Issue 27 §6 over NATS, on PostgreSQL: an instrument's repair log, 'En réparation' not lendable, and a repair's
// cost written to the outbox for finance's 'Réparations'.
let h: InventoryHarness;
beforeAll(async () => {
  h = await startInventory();
}, 180_000);
afterAll(() => h?.close());

async function schoolWithViolin(assetNumber = 'VIO-1'): Promise<{ t: Tenant; instrumentId: string }> {
  const t = newTenant();
  await h.groupWith(t.teacher, [t.student]);
  const instrument = await h.ok(
    addInstrument,
    { family: 'cordes', type: 'Violon', assetNumber, location: 'Local 112', priceCents: 60000 },
    t.admin,
  );
  return { t, instrumentId: instrument.id };
}

const costEvents = (organizationId: string) =>
  h.db.query(`SELECT payload FROM outbox WHERE subject = $1 AND payload->>'organizationId' = $2`, [
    repairCostRecorded.subject,
    organizationId,
  ]) as Promise<Array<{ payload: Record<string, unknown> }>>;

describe('the repair log', () => {
  it('puts the instrument ‘En réparation’: it cannot be lent, by choice or by scan, until it is back', async () => {
    const { t, instrumentId } = await schoolWithViolin();
    const repair = await h.ok(
      sendToRepair,
      { instrumentId, shop: 'Atelier Dupuis', sentOn: '2026-01-05', quoteCents: 12500, notes: 'Chevalet' },
      t.teacher,
    );
    expect(repair).toMatchObject({
      assetNumber: 'VIO-1',
      shop: 'Atelier Dupuis',
      sentOn: '2026-01-05',
      quoteCents: 12500,
      notes: 'Chevalet',
      sentBy: t.teacher.userId,
      returnedOn: null,
      costCents: null,
    });
    expect(await h.ok(getInstrument, { instrumentId }, t.admin)).toMatchObject({ availability: 'in-repair' });
    const inRepair = await h.ok(listInstruments, { availability: 'in-repair' }, t.teacher);
    expect(inRepair.instruments.map((i) => i.id)).toEqual([instrumentId]);
    expect((await h.ok(listInstruments, { availability: 'available' }, t.teacher)).instruments).toEqual([]);

    const refused = {
      ok: false,
      error: {
        code: 'CONFLICT',
        message: 'L’instrument VIO-1 est en réparation : il ne peut pas être prêté.',
      },
    };
    expect(
      await h.send(lendInstrument, { instrumentId, studentId: t.student.userId }, t.teacher),
    ).toMatchObject(refused);
    expect(await h.send(scanLoan, { code: 'vio-1', studentId: t.student.userId }, t.teacher)).toMatchObject(
      refused,
    );
    expect(
      await h.send(sendToRepair, { instrumentId, shop: 'Autre', sentOn: '2026-01-06' }, t.admin),
    ).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'L’instrument VIO-1 est déjà en réparation.' },
    });
    expect(await h.count(`loans WHERE instrument_id = $1`, [instrumentId])).toBe(0);

    const done = await h.ok(
      completeRepair,
      { repairId: repair.id, returnedOn: '2026-01-20', costCents: 11000, condition: 'good', notes: 'Réglé' },
      t.admin,
    );
    expect(done).toMatchObject({
      returnedOn: '2026-01-20',
      costCents: 11000,
      returnNotes: 'Réglé',
      returnedBy: t.admin.userId,
    });
    expect(await h.ok(getInstrument, { instrumentId }, t.admin)).toMatchObject({
      availability: 'available',
      condition: 'good',
    });
    await h.ok(lendInstrument, { instrumentId, studentId: t.student.userId }, t.teacher);
  });

  it('writes what a repair cost to the outbox for finance’s ‘Réparations’, once, and nothing for a free one', async () => {
    const { t, instrumentId } = await schoolWithViolin('VIO-2');
    const paid = await h.ok(
      sendToRepair,
      { instrumentId, shop: 'Luthier Roy', sentOn: '2026-02-01' },
      t.admin,
    );
    await h.ok(completeRepair, { repairId: paid.id, returnedOn: '2026-02-10', costCents: 8500 }, t.teacher);
    const again = await h.send(
      completeRepair,
      { repairId: paid.id, returnedOn: '2026-02-11', costCents: 1 },
      t.admin,
    );
    expect(again).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Cette réparation est déjà terminée.' },
    });
    const free = await h.ok(
      sendToRepair,
      { instrumentId, shop: 'Luthier Roy', sentOn: '2026-03-01' },
      t.admin,
    );
    await h.ok(completeRepair, { repairId: free.id, returnedOn: '2026-03-02', costCents: 0 }, t.admin);
    const events = await costEvents(t.organizationId);
    expect(events.map((e) => e.payload)).toEqual([
      {
        repairId: paid.id,
        organizationId: t.organizationId,
        instrumentId,
        label: 'Violon VIO-2 — Luthier Roy',
        amountCents: 8500,
        currency: 'CAD',
        day: '2026-02-10',
        recordedBy: t.teacher.userId,
      },
    ]);
  });

  it('keeps the history, newest first, a page at a time', async () => {
    const { t, instrumentId } = await schoolWithViolin('VIO-3');
    for (const [sentOn, returnedOn] of [
      ['2025-10-01', '2025-10-05'],
      ['2025-11-01', '2025-11-05'],
      ['2025-12-01', '2025-12-05'],
    ] as const) {
      const repair = await h.ok(sendToRepair, { instrumentId, shop: `Atelier ${sentOn}`, sentOn }, t.admin);
      await h.ok(completeRepair, { repairId: repair.id, returnedOn, costCents: 0 }, t.admin);
    }
    const first = await h.ok(listRepairs, { instrumentId, limit: 2 }, t.teacher);
    expect(first.repairs.map((r) => r.sentOn)).toEqual(['2025-12-01', '2025-11-01']);
    const second = await h.ok(listRepairs, { instrumentId, limit: 2, cursor: first.nextCursor! }, t.teacher);
    expect(second).toMatchObject({ repairs: [{ sentOn: '2025-10-01' }], nextCursor: null });
  });

  it('refuses a lent instrument, bad dates and bad input with the French message, and writes nothing', async () => {
    const { t, instrumentId } = await schoolWithViolin('VIO-4');
    await h.ok(lendInstrument, { instrumentId, studentId: t.student.userId }, t.teacher);
    expect(
      await h.send(sendToRepair, { instrumentId, shop: 'Atelier', sentOn: '2026-01-05' }, t.admin),
    ).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'L’instrument VIO-4 est prêté : enregistrez d’abord son retour.' },
    });
    const other = await schoolWithViolin('VIO-5');
    const noShop = await h.send(
      sendToRepair,
      { instrumentId: other.instrumentId, shop: ' ', sentOn: '2026-01-05' },
      other.t.admin,
    );
    expect(noShop).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(JSON.stringify(noShop)).toContain('L’atelier de réparation est requis.');
    const future = await h.send(
      sendToRepair,
      { instrumentId: other.instrumentId, shop: 'Atelier', sentOn: '2099-01-01' },
      other.t.admin,
    );
    expect(JSON.stringify(future)).toContain('La date ne peut pas être dans le futur.');
    const repair = await h.ok(
      sendToRepair,
      { instrumentId: other.instrumentId, shop: 'Atelier', sentOn: '2026-01-05' },
      other.t.admin,
    );
    const early = await h.send(
      completeRepair,
      { repairId: repair.id, returnedOn: '2026-01-04', costCents: 100 },
      other.t.admin,
    );
    expect(early).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(JSON.stringify(early)).toContain(
      'Le retour ne peut pas précéder l’envoi en réparation (2026-01-05).',
    );
    const negative = await h.send(
      completeRepair,
      { repairId: repair.id, returnedOn: '2026-01-06', costCents: -1 },
      other.t.admin,
    );
    expect(JSON.stringify(negative)).toContain('Le coût est un montant positif en cents');
    // Another school's repair and instrument are not found.
    expect(
      await h.send(completeRepair, { repairId: repair.id, returnedOn: '2026-01-06', costCents: 0 }, t.admin),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', message: 'Réparation introuvable.' } });
    expect(await h.send(listRepairs, { instrumentId: other.instrumentId }, t.admin)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await h.count(`repairs WHERE organization_id = $1`, [t.organizationId])).toBe(0);
    expect(
      await h.count(`repairs WHERE returned_on IS NOT NULL AND organization_id = $1`, [
        other.t.organizationId,
      ]),
    ).toBe(0);
  });
});
