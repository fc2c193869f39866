import {
  addInstrument,
  clearPolicy,
  familyChargeRequested,
  lendInstrument,
  listBoardInstruments,
  listBoardLoans,
  listInstruments,
  listLoans,
  listPhotos,
  listPurchases,
  listScores,
  listUniforms,
  returnLoan,
  setPolicy,
} from '@crescendo/contracts';
import { demoActor, demoSchools } from '@crescendo/domain/demo';
import { eventually } from '@crescendo/testing';
import { demoUniforms } from '../src/demo/demo-uniforms.js';
import { startInventory, type InventoryHarness } from './inventory-harness.js';

// The demo school (DEMO_MODE=true): its instruments and loans, and a return by negligence charged to the
// family only where identity's policy `inventory.chargeFamilies` allows it (issue 27 §5), both ways.
const admin = demoActor('admin@demo.crescendo.ca', 'admin');
const teacher = demoActor('prof@demo.crescendo.ca', 'teacher');
const lea = demoActor('eleve@demo.crescendo.ca', 'student');
const otherStudent = demoActor('eleve2@demo.crescendo.ca', 'student');

let h: InventoryHarness;
beforeAll(async () => {
  // Finance beside: the charge reaches the student's ledger over the real JetStream (decision 0078).
  h = await startInventory({ demo: true, alsoBeside: ['finance'] });
}, 90_000);
afterAll(async () => {
  await h?.send(clearPolicy, { key: 'inventory.chargeFamilies' }, admin);
  await h?.close();
});

const readScores = (cursor?: string) =>
  h.ok(listScores, { limit: 200, ...(cursor ? { cursor } : {}) }, teacher);

describe('the demo school', () => {
  it('has instruments, some lent, one of them overdue, and Léa her loan', async () => {
    const all = await h.ok(listInstruments, {}, admin);
    expect(all.instruments.map((i) => i.assetNumber).slice(0, 3)).toEqual(['CR-0001', 'CR-0002', 'CR-0003']);
    expect(all.instruments.length).toBeGreaterThanOrEqual(10);
    expect((await h.ok(listInstruments, { availability: 'overdue' }, teacher)).instruments).toEqual([
      expect.objectContaining({ assetNumber: 'CR-0003' }),
    ]);
    const mine = await h.ok(listLoans, {}, lea);
    expect(mine.loans).toEqual([expect.objectContaining({ assetNumber: 'CR-0001', overdue: false })]);
  });

  it('shares its board with Harmonie: Harmonie’s instruments to borrow, and Harmonie asking for the tuba', async () => {
    const harmonie = demoSchools[1]!;
    const bassoons = await h.ok(listBoardInstruments, { search: 'Basson', state: 'available' }, teacher);
    expect(bassoons.instruments).toContainEqual(
      expect.objectContaining({
        assetNumber: 'HA-0001',
        school: expect.objectContaining({ id: harmonie.id }),
      }),
    );
    const asked = await h.ok(listBoardLoans, { side: 'incoming' }, admin);
    expect(asked.loans).toEqual([
      expect.objectContaining({
        kind: 'instrument',
        assetNumber: 'CR-0007',
        status: 'requested',
        borrower: expect.objectContaining({ id: harmonie.id }),
      }),
    ]);
  });

  it('has 400 instruments and 1 200 scores (issue 27 §9), the same on every start', async () => {
    const school = [admin.organizationId];
    expect(await h.count(`instruments WHERE organization_id = $1`, school)).toBe(400);
    expect(await h.count(`scores WHERE organization_id = $1`, school)).toBe(1200);
    expect(await h.count(`instruments WHERE organization_id = $1 AND asset_number = 'CR-1001'`, school)).toBe(
      1,
    );
  });

  it('has a dozen named scores for its band, strings, jazz band and choir, two of them rented', async () => {
    // The named ones beside the generated 'Marche n° 1' … (every page read: 1 200 scores, 200 a page).
    const scores: Awaited<ReturnType<typeof readScores>>['scores'] = [];
    let cursor: string | undefined;
    do {
      const page = await readScores(cursor);
      scores.push(...page.scores);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const all = { scores: scores.filter((s) => !/ n° \d+$/.test(s.title)) };
    expect(all.scores).toHaveLength(12);
    expect(new Set(all.scores.map((s) => s.ensemble))).toEqual(
      new Set(['concert-band', 'string-orchestra', 'full-orchestra', 'jazz-band', 'choir']),
    );
    const rented = all.scores.filter((s) => s.ownership === 'rented');
    expect(rented).toHaveLength(2);
    for (const score of rented) expect(score.returnOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const gens = all.scores.find((s) => s.title === 'Gens du pays')!;
    expect(gens).toMatchObject({ composer: 'Gilles Vigneault', partCount: 17, copies: 42 });
  });

  it('has 150 uniforms, U-001 to U-150, the same on every start, read a page at a time', async () => {
    const first = await h.ok(listUniforms, { limit: 100 }, teacher);
    const second = await h.ok(listUniforms, { limit: 100, cursor: first.nextCursor! }, teacher);
    const all = [...first.uniforms, ...second.uniforms];
    expect(second.nextCursor).toBeNull();
    expect(all).toHaveLength(150);
    expect(
      all.map(({ number, size, type, condition, notes }) => ({ number, size, type, condition, notes })),
    ).toEqual(demoUniforms());
    expect((await h.ok(listUniforms, { type: 'jacket', limit: 200 }, admin)).uniforms).toHaveLength(50);
    expect(
      (await h.ok(listUniforms, { condition: 'out-of-service' }, admin)).uniforms.map((u) => u.number),
    ).toEqual(['U-050', 'U-100', 'U-150']);
  });
});

describe('a return by negligence', () => {
  let serial = 0;
  async function lentToLea() {
    serial += 1;
    const instrument = await h.ok(
      addInstrument,
      { family: 'cuivres', type: 'Trompette', assetNumber: `CHARGE-${serial}`, priceCents: 129900 },
      admin,
    );
    return h.ok(lendInstrument, { instrumentId: instrument.id, studentId: lea.userId }, teacher);
  }
  const charges = () => h.count(`outbox WHERE subject = $1`, [familyChargeRequested.subject]);

  it('charges nothing while the policy does not allow it (its default)', async () => {
    const loan = await lentToLea();
    const before = await charges();
    const returned = await h.ok(
      returnLoan,
      { loanId: loan.id, condition: 'needs-repair', damage: 'negligence', chargeCents: 15000 },
      teacher,
    );
    expect(returned).toMatchObject({ damage: 'negligence', chargedCents: null });
    expect(await charges()).toBe(before);
  });

  it('posts the charge for finance where the school allows it', async () => {
    await h.ok(setPolicy, { key: 'inventory.chargeFamilies', value: true }, admin);
    const loan = await lentToLea();
    const before = await charges();
    const returned = await h.ok(
      returnLoan,
      { loanId: loan.id, condition: 'out-of-service', damage: 'negligence', chargeCents: 15000 },
      teacher,
    );
    expect(returned).toMatchObject({ damage: 'negligence', chargedCents: 15000 });
    expect(await charges()).toBe(before + 1);
    const [event] = (await h.db.query(
      `SELECT payload FROM outbox WHERE subject = $1 ORDER BY created_at DESC LIMIT 1`,
      [familyChargeRequested.subject],
    )) as Array<{ payload: Record<string, unknown> }>;
    expect(event!.payload).toMatchObject({
      studentId: lea.userId,
      loanId: loan.id,
      amountCents: 15000,
      currency: 'CAD',
      item: `Trompette ${loan.assetNumber}`,
    });

    // Finance keeps the loan on the purchase (decision 0078): the student and the school's staff see it, and
    // open the loan's photos from it; another student of the school is told the loan does not exist.
    const charged = (page: { purchases: Array<{ inventoryLoanId?: string | null }> }) =>
      page.purchases.find((purchase) => purchase.inventoryLoanId === loan.id);
    const mine = await eventually(
      () => h.ok(listPurchases, {}, lea),
      (page) => !!charged(page),
    );
    expect(charged(mine)).toMatchObject({
      studentId: lea.userId,
      item: `Trompette ${loan.assetNumber}`,
      amountCents: 15000,
      status: 'credit',
      createdBy: teacher.userId,
    });
    const staff = await h.ok(listPurchases, { studentId: lea.userId, status: 'unpaid' }, admin);
    expect(charged(staff)).toBeDefined();
    expect((await h.ok(listPhotos, { loanId: loan.id }, lea)).photos).toEqual([]);
    expect((await h.ok(listPhotos, { loanId: loan.id }, admin)).photos).toEqual([]);
    const theirs = await h.send(listPhotos, { loanId: loan.id }, otherStudent);
    expect(!theirs.ok && theirs.error.code).toBe('NOT_FOUND');
  });
});
