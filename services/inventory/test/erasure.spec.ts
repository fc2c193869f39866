import {
  addInstrument,
  completeRepair,
  lendInstrument,
  organizationDeleted,
  scanAudit,
  sendToRepair,
  startAudit,
  userDeleted,
} from '@crescendo/contracts';
import { eventually, newTenant } from '@crescendo/testing';
import { startInventory, type InventoryHarness } from './inventory-harness.js';

// Decision 0028: identity's deletions reach the inventory.
let h: InventoryHarness;
beforeAll(async () => {
  h = await startInventory();
}, 180_000);
afterAll(() => h?.close());

async function lentSchool() {
  const t = newTenant();
  await h.groupWith(t.teacher, [t.student]);
  const instrument = await h.ok(
    addInstrument,
    { family: 'bois', type: 'Clarinette', assetNumber: 'CL-1' },
    t.admin,
  );
  const loan = await h.ok(
    lendInstrument,
    { instrumentId: instrument.id, studentId: t.student.userId },
    t.teacher,
  );
  return { t, instrument, loan };
}

describe('erasure', () => {
  it('closes and anonymises a deleted student’s loans: the instrument is the school’s again', async () => {
    const { t, loan } = await lentSchool();
    await h.publishAsIdentity(
      userDeleted.subject,
      { userId: t.student.userId, organizationId: t.organizationId },
      t.organizationId,
    );
    await eventually(
      () => h.count(`loans WHERE student_id = $1`, [t.student.userId]),
      (n) => n === 0,
    );
    const [row] = (await h.db.query(`SELECT student_id, lent_by, returned_at FROM loans WHERE id = $1`, [
      loan.id,
    ])) as Array<Record<string, unknown>>;
    expect(row).toMatchObject({ student_id: null, lent_by: t.teacher.userId });
    expect(row!.returned_at).not.toBeNull();
  });

  it('erases an organisation’s whole inventory, and another school’s stays', async () => {
    const gone = await lentSchool();
    const kept = await lentSchool();
    await h.publishAsIdentity(
      organizationDeleted.subject,
      { organizationId: gone.t.organizationId },
      gone.t.organizationId,
    );
    await eventually(
      () => h.count(`instruments WHERE organization_id = $1`, [gone.t.organizationId]),
      (n) => n === 0,
    );
    expect(await h.count(`loans WHERE organization_id = $1`, [gone.t.organizationId])).toBe(0);
    expect(await h.count(`instruments WHERE organization_id = $1`, [kept.t.organizationId])).toBe(1);
    expect(await h.count(`loans WHERE organization_id = $1`, [kept.t.organizationId])).toBe(1);
  });

  it('forgets who repaired and audited (issue 27 §6), and an organisation’s repairs and audits go', async () => {
    const t = newTenant();
    const instrument = await h.ok(
      addInstrument,
      { family: 'cordes', type: 'Alto', assetNumber: 'AL-1', location: 'Local 5' },
      t.admin,
    );
    const repair = await h.ok(
      sendToRepair,
      { instrumentId: instrument.id, shop: 'Atelier', sentOn: '2026-01-05' },
      t.teacher,
    );
    await h.ok(completeRepair, { repairId: repair.id, returnedOn: '2026-01-06', costCents: 0 }, t.teacher);
    const audit = await h.ok(startAudit, { location: 'Local 5' }, t.teacher);
    await h.ok(scanAudit, { auditId: audit.id, code: 'AL-1' }, t.teacher);
    await h.publishAsIdentity(
      userDeleted.subject,
      { userId: t.teacher.userId, organizationId: t.organizationId },
      t.organizationId,
    );
    await eventually(
      () => h.count(`audit_items WHERE scanned_by = $1`, [t.teacher.userId]),
      (n) => n === 0,
    );
    expect(await h.count(`repairs WHERE sent_by = $1 OR returned_by = $1`, [t.teacher.userId])).toBe(0);
    expect(await h.count(`audits WHERE started_by = $1`, [t.teacher.userId])).toBe(0);
    expect(await h.count(`repairs WHERE organization_id = $1`, [t.organizationId])).toBe(1);

    await h.publishAsIdentity(
      organizationDeleted.subject,
      { organizationId: t.organizationId },
      t.organizationId,
    );
    await eventually(
      () => h.count(`instruments WHERE organization_id = $1`, [t.organizationId]),
      (n) => n === 0,
    );
    expect(await h.count(`repairs WHERE organization_id = $1`, [t.organizationId])).toBe(0);
    expect(await h.count(`audits WHERE organization_id = $1`, [t.organizationId])).toBe(0);
    expect(await h.count(`audit_items WHERE organization_id = $1`, [t.organizationId])).toBe(0);
  });
});
