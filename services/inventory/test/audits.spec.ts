import {
  addInstrument,
  finishAudit,
  getAudit,
  getInstrument,
  lendInstrument,
  listAuditItems,
  listAudits,
  scanAudit,
  sendToRepair,
  startAudit,
  type AuditItemState,
} from '@crescendo/contracts';
import { newTenant, type Tenant } from '@crescendo/testing';
import { startInventory, type InventoryHarness } from './inventory-harness.js';

// Issue 27 §6 over NATS, on PostgreSQL: a physical inventory of a room, scan by scan, and its report.
let h: InventoryHarness;
beforeAll(async () => {
  h = await startInventory();
}, 180_000);
afterAll(() => h?.close());

async function add(t: Tenant, assetNumber: string, location: string | null) {
  return h.ok(addInstrument, { family: 'bois', type: 'Flûte', assetNumber, location }, t.admin);
}

async function itemsOf(t: Tenant, auditId: string, state: AuditItemState) {
  const page = await h.ok(listAuditItems, { auditId, state }, t.teacher);
  return page.items.map((item) => item.assetNumber);
}

describe('a physical inventory', () => {
  it('lists what should be in the room, ticks off each scan and reports the missing and the unexpected', async () => {
    const t = newTenant();
    await h.groupWith(t.teacher, [t.student]);
    const a = await add(t, 'FL-A', 'Local 112');
    await add(t, 'FL-B', 'local 112 ');
    const lent = await add(t, 'FL-L', 'Local 112');
    await h.ok(lendInstrument, { instrumentId: lent.id, studentId: t.student.userId }, t.teacher);
    const shop = await add(t, 'FL-R', 'Local 112');
    await h.ok(sendToRepair, { instrumentId: shop.id, shop: 'Atelier', sentOn: '2026-01-05' }, t.admin);
    await add(t, 'FL-C', 'Local 200');

    const audit = await h.ok(startAudit, { location: 'LOCAL 112' }, t.teacher);
    expect(audit).toMatchObject({
      location: 'LOCAL 112',
      startedBy: t.teacher.userId,
      finishedAt: null,
      expectedCount: 2,
      foundCount: 0,
      missingCount: 2,
      unexpectedCount: 0,
    });
    expect(await itemsOf(t, audit.id, 'expected')).toEqual(['FL-A', 'FL-B']);
    expect(await h.send(startAudit, { location: 'local 112' }, t.admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Un inventaire physique de « local 112 » est déjà en cours.' },
    });

    const first = await h.ok(scanAudit, { auditId: audit.id, code: 'fl-a' }, t.teacher);
    expect(first).toMatchObject({
      alreadyScanned: false,
      item: { assetNumber: 'FL-A', expected: true },
      audit: { foundCount: 1, missingCount: 1 },
    });
    const twice = await h.ok(scanAudit, { auditId: audit.id, code: 'FL-A' }, t.teacher);
    expect(twice).toMatchObject({ alreadyScanned: true, audit: { foundCount: 1 } });
    expect(twice.item.scannedAt).toBe(first.item.scannedAt);
    const elsewhere = await h.ok(scanAudit, { auditId: audit.id, code: 'FL-C' }, t.teacher);
    expect(elsewhere).toMatchObject({
      alreadyScanned: false,
      item: { assetNumber: 'FL-C', expected: false, location: 'Local 200' },
      audit: { unexpectedCount: 1 },
    });
    await h.ok(scanAudit, { auditId: audit.id, code: 'FL-L' }, t.teacher);
    expect(await h.send(scanAudit, { auditId: audit.id, code: 'NOPE-1' }, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Aucun instrument de l’école ne porte le code NOPE-1.' },
    });

    const report = await h.ok(finishAudit, { auditId: audit.id }, t.admin);
    expect(report).toMatchObject({
      finishedBy: t.admin.userId,
      expectedCount: 2,
      foundCount: 1,
      missingCount: 1,
      unexpectedCount: 2,
    });
    expect(report.finishedAt).not.toBeNull();
    expect(await itemsOf(t, audit.id, 'missing')).toEqual(['FL-B']);
    expect(await itemsOf(t, audit.id, 'unexpected')).toEqual(['FL-C', 'FL-L']);
    expect(await itemsOf(t, audit.id, 'scanned')).toEqual(['FL-A', 'FL-C', 'FL-L']);
    expect(await h.send(scanAudit, { auditId: audit.id, code: 'FL-B' }, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT' },
    });
    expect(await h.send(finishAudit, { auditId: audit.id }, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT' },
    });

    // Each instrument scanned keeps when and where it was last seen; one never scanned has none.
    const seen = await h.ok(getInstrument, { instrumentId: a.id }, t.admin);
    expect(seen.lastSeenIn).toBe('LOCAL 112');
    // Seen again at the second scan: the latest sighting.
    expect(Date.parse(seen.lastSeenAt!)).toBeGreaterThanOrEqual(Date.parse(first.item.scannedAt!));
    expect(await h.ok(getInstrument, { instrumentId: shop.id }, t.admin)).toMatchObject({
      lastSeenAt: null,
      lastSeenIn: null,
    });
    // The room is free for the next audit.
    await h.ok(startAudit, { location: 'Local 112' }, t.admin);
  });

  it('lists the school’s audits newest first, a page at a time, and another school’s are not found', async () => {
    const t = newTenant();
    const other = newTenant();
    const started = [];
    for (const room of ['A-1', 'A-2', 'A-3'])
      started.push(await h.ok(startAudit, { location: room }, t.admin));
    const first = await h.ok(listAudits, { limit: 2 }, t.teacher);
    expect(first.audits.map((a) => a.location)).toEqual(['A-3', 'A-2']);
    const second = await h.ok(listAudits, { limit: 2, cursor: first.nextCursor! }, t.teacher);
    expect(second).toMatchObject({ audits: [{ location: 'A-1' }], nextCursor: null });
    expect((await h.ok(listAudits, {}, other.admin)).audits).toEqual([]);
    expect(await h.send(getAudit, { auditId: started[0]!.id }, other.admin)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Inventaire physique introuvable.' },
    });
    expect(await h.send(scanAudit, { auditId: started[0]!.id, code: 'FL-A' }, other.teacher)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    const empty = await h.send(startAudit, { location: '  ' }, t.admin);
    expect(JSON.stringify(empty)).toContain('Le local est requis.');
  });

  it('pages a room’s expected instruments by asset number', async () => {
    const t = newTenant();
    for (const n of [3, 1, 2]) await add(t, `P-${n}`, 'Salle P');
    const audit = await h.ok(startAudit, { location: 'Salle P' }, t.admin);
    const first = await h.ok(listAuditItems, { auditId: audit.id, state: 'expected', limit: 2 }, t.admin);
    expect(first.items.map((i) => i.assetNumber)).toEqual(['P-1', 'P-2']);
    const second = await h.ok(
      listAuditItems,
      { auditId: audit.id, state: 'expected', limit: 2, cursor: first.nextCursor! },
      t.admin,
    );
    expect(second).toMatchObject({ items: [{ assetNumber: 'P-3' }], nextCursor: null });
  });
});
