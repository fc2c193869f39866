import {
  addInstrument,
  lendInstrument,
  listInstruments,
  listLoans,
  returnLoan,
  returnScan,
  scanLoan,
  undoLoan,
  updateInstrument,
} from '@crescendo/contracts';
import { newTenant, type Tenant } from '@crescendo/testing';
import { startInventory, type InventoryHarness } from './inventory-harness.js';

// Issue 27 §1 and §3 over NATS, on PostgreSQL: the instruments of a school, their loans by scan, their return.
let h: InventoryHarness;
beforeAll(async () => {
  h = await startInventory();
}, 90_000);
afterAll(() => h?.close());

const flute = (assetNumber: string, extra: Record<string, unknown> = {}) => ({
  family: 'bois' as const,
  type: 'Flûte',
  brand: 'Yamaha',
  model: 'YFL-222',
  assetNumber,
  priceCents: 89900,
  location: 'Local 112',
  ...extra,
});

async function schoolWithGroup(): Promise<Tenant> {
  const t = newTenant();
  await h.groupWith(t.teacher, [t.student]);
  return t;
}

describe('instruments', () => {
  it('are added by the admin and read by the staff, a page at a time, searched and filtered', async () => {
    const t = await schoolWithGroup();
    await h.ok(addInstrument, flute('CR-0002'), t.admin);
    await h.ok(addInstrument, flute('CR-0001'), t.admin);
    await h.ok(
      addInstrument,
      { family: 'cuivres', type: 'Tuba', assetNumber: 'CR-0003', condition: 'worn' },
      t.admin,
    );
    const first = await h.ok(listInstruments, { limit: 2 }, t.teacher);
    expect(first.instruments.map((i) => i.assetNumber)).toEqual(['CR-0001', 'CR-0002']);
    const second = await h.ok(listInstruments, { limit: 2, cursor: first.nextCursor! }, t.teacher);
    expect(second).toMatchObject({ instruments: [{ assetNumber: 'CR-0003' }], nextCursor: null });
    expect((await h.ok(listInstruments, { search: 'tub' }, t.admin)).instruments).toHaveLength(1);
    expect((await h.ok(listInstruments, { family: 'bois' }, t.admin)).instruments).toHaveLength(2);
    expect((await h.ok(listInstruments, { condition: 'worn' }, t.admin)).instruments).toHaveLength(1);
    expect((await h.ok(listInstruments, { search: '100%_' }, t.admin)).instruments).toHaveLength(0);
  });

  it('refuse bad input with the French message and store nothing', async () => {
    const t = newTenant();
    const reply = await h.send(addInstrument, { ...flute('CR-1'), type: 'Tuba' }, t.admin);
    expect(reply).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(JSON.stringify(reply)).toContain('Choisissez un instrument de cette famille.');
    await h.ok(addInstrument, flute('CR-1'), t.admin);
    const twice = await h.send(addInstrument, flute('cr-1'), t.admin);
    expect(twice).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Le numéro d’inventaire cr-1 est déjà utilisé dans cette école.' },
    });
    expect(await h.count(`instruments WHERE organization_id = $1`, [t.organizationId])).toBe(1);
  });

  it('are changed by the admin, every field again', async () => {
    const t = newTenant();
    const added = await h.ok(addInstrument, flute('CR-7'), t.admin);
    const changed = await h.ok(
      updateInstrument,
      { instrumentId: added.id, ...flute('CR-7'), condition: 'needs-repair', location: 'Atelier' },
      t.admin,
    );
    expect(changed).toMatchObject({ condition: 'needs-repair', location: 'Atelier', brand: 'Yamaha' });
  });
});

describe('loans', () => {
  it('go scan by scan to the teacher’s students, are undone, returned, and read by the student', async () => {
    const t = await schoolWithGroup();
    const instrument = await h.ok(addInstrument, flute('CR-0100'), t.admin);
    const scanned = await h.ok(scanLoan, { code: 'cr-0100', studentId: t.student.userId }, t.teacher);
    expect(scanned).toMatchObject({
      instrumentId: instrument.id,
      studentId: t.student.userId,
      overdue: false,
    });
    expect(scanned.dueOn).toMatch(/^\d{4}-06-30$/);
    const again = await h.send(scanLoan, { code: 'CR-0100', studentId: t.student.userId }, t.teacher);
    expect(again).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', messageKey: 'inventory.alreadyLent' },
    });
    await h.ok(undoLoan, { loanId: scanned.id }, t.teacher);
    expect((await h.ok(listInstruments, {}, t.admin)).instruments[0]!.availability).toBe('available');

    const loan = await h.ok(
      lendInstrument,
      { instrumentId: instrument.id, studentId: t.student.userId },
      t.teacher,
    );
    const mine = await h.ok(listLoans, {}, t.student);
    expect(mine.loans).toEqual([
      expect.objectContaining({ id: loan.id, assetNumber: 'CR-0100', type: 'Flûte' }),
    ]);
    expect((await h.ok(listLoans, {}, t.otherStudent)).loans).toEqual([]);

    const returned = await h.ok(
      returnLoan,
      { loanId: loan.id, condition: 'needs-repair', damage: 'accidental' },
      t.teacher,
    );
    expect(returned).toMatchObject({
      returnCondition: 'needs-repair',
      damage: 'accidental',
      chargedCents: null,
    });
    expect(await h.count(`outbox WHERE organization_id = $1`, [t.organizationId])).toBe(0);
    const twice = await h.send(returnLoan, { loanId: loan.id, condition: 'good' }, t.teacher);
    expect(twice).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', messageKey: 'inventory.alreadyReturned' },
    });
    expect((await h.ok(listInstruments, {}, t.admin)).instruments[0]).toMatchObject({
      condition: 'needs-repair',
      availability: 'available',
    });
    expect((await h.ok(listLoans, { state: 'all' }, t.student)).loans[0]).toMatchObject({ id: loan.id });
  });

  it('come back in quick mode by the code alone', async () => {
    const t = await schoolWithGroup();
    await h.ok(addInstrument, flute('CR-0300'), t.admin);
    const loan = await h.ok(scanLoan, { code: 'CR-0300', studentId: t.student.userId }, t.teacher);
    const returned = await h.ok(returnScan, { code: 'cr-0300', condition: 'worn' }, t.otherTeacher);
    expect(returned).toMatchObject({ id: loan.id, returnCondition: 'worn' });
    const again = await h.send(returnScan, { code: 'CR-0300', condition: 'good' }, t.teacher);
    expect(again).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'L’instrument CR-0300 n’est pas prêté.' },
    });
  });

  it('never go to a student of no group of the teacher', async () => {
    const t = await schoolWithGroup();
    await h.ok(addInstrument, flute('CR-0200'), t.admin);
    const reply = await h.send(scanLoan, { code: 'CR-0200', studentId: t.otherStudent.userId }, t.teacher);
    expect(reply).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', messageKey: 'inventory.studentNotYours' },
    });
    expect(await h.count(`loans WHERE organization_id = $1`, [t.organizationId])).toBe(0);
  });
});
