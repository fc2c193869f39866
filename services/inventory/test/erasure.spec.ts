import { addInstrument, lendInstrument, organizationDeleted, userDeleted } from '@crescendo/contracts';
import { eventually, newTenant } from '@crescendo/testing';
import { startInventory, type InventoryHarness } from './inventory-harness.js';

// Decision 0028: identity's deletions reach the inventory.
let h: InventoryHarness;
beforeAll(async () => {
  h = await startInventory();
}, 90_000);
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
});
