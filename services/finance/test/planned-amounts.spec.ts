import {
  addPlannedAmount,
  createBudget,
  deleteBudgetCategory,
  financePlannedAmountSubjects,
  getBudget,
  updateBudgetCategory,
  type Actor,
  type Reply,
} from '@crescendo/contracts';
import {
  allow,
  checkMatrix,
  matrixCases,
  newTenant,
  twoOrganizationsMatrix,
  type ExpectationRow,
} from '@crescendo/testing';
import { startFinance, type FinanceHarness } from './finance-harness.js';

// Decision 0073: another service's share of a category's planned amount (the inventory's replacement plan in
// 'Instruments'), asked as the admin: once per reference, the difference only, a budget created or a removed
// category put back; the admins' only.
let h: FinanceHarness;
beforeAll(async () => {
  h = await startFinance();
}, 180_000);
afterAll(() => h?.close());

const reference = 'inventory.replacement-plan';
const share = (schoolYear: string, amountCents: number) => ({
  schoolYear,
  categoryKey: 'instruments' as const,
  amountCents,
  reference,
});

describe('a planned amount added by reference', () => {
  it('lands in the category beside what the admin planned by hand, once, then by its difference', async () => {
    const t = newTenant();
    const view = await h.ok(createBudget, { schoolYear: '2027-2028', currency: 'CAD' }, t.admin);
    const instruments = view.categories.find((c) => c.key === 'instruments')!;
    // 1 000 $ planned by hand (typed in dollars, as the budget page sends it).
    await h.ok(updateBudgetCategory, { categoryId: instruments.id, planned: '1000' }, t.admin);
    const planned = async () =>
      (await h.ok(getBudget, { schoolYear: '2027-2028' }, t.admin)).categories.find(
        (c) => c.id === instruments.id,
      )!.plannedCents;

    expect(await h.ok(addPlannedAmount, share('2027-2028', 2_500_00), t.admin)).toEqual({
      schoolYear: '2027-2028',
      categoryId: instruments.id,
      addedCents: 2_500_00,
      plannedCents: 3_500_00,
      budgetCreated: false,
    });
    expect(await planned()).toBe(3_500_00);
    expect(await h.ok(addPlannedAmount, share('2027-2028', 2_500_00), t.admin)).toMatchObject({
      addedCents: 0,
      plannedCents: 3_500_00,
    });
    // The plan shrank: the category follows it down, the admin's own 1 000 $ kept.
    expect(await h.ok(addPlannedAmount, share('2027-2028', 2_000_00), t.admin)).toMatchObject({
      addedCents: -500_00,
      plannedCents: 3_000_00,
    });
    expect(await planned()).toBe(3_000_00);
  });

  it('creates the year’s budget, and puts back a removed category with the whole amount', async () => {
    const t = newTenant();
    const created = await h.ok(addPlannedAmount, share('2028-2029', 1_234_56), t.admin);
    expect(created).toMatchObject({ addedCents: 1_234_56, plannedCents: 1_234_56, budgetCreated: true });
    const view = await h.ok(getBudget, { schoolYear: '2028-2029' }, t.admin);
    expect(view.categories.map((c) => c.key)).toEqual(
      expect.arrayContaining(['instruments', 'repairs', 'scores']),
    );
    expect(view.categories.find((c) => c.key === 'instruments')!.plannedCents).toBe(1_234_56);

    await h.ok(deleteBudgetCategory, { categoryId: created.categoryId }, t.admin);
    const restored = await h.ok(addPlannedAmount, share('2028-2029', 1_234_56), t.admin);
    expect(restored.categoryId).not.toBe(created.categoryId);
    expect(restored).toMatchObject({ addedCents: 1_234_56, plannedCents: 1_234_56, budgetCreated: false });
  });

  it('is the admins’ only', async () => {
    const t = newTenant();
    for (const actor of [t.teacher, t.student]) {
      const reply = await h.send(addPlannedAmount, share('2027-2028', 100), actor);
      expect(reply.ok ? 'ok' : reply.error.code).toBe('FORBIDDEN');
    }
    expect((await h.ok(getBudget, { schoolYear: '2027-2028' }, t.admin)).budget).toBeNull();
  });
});

describe('finance.category.plan-add: authorization matrix (two organisations)', () => {
  const { home, away, actors, homeAdmin } = twoOrganizationsMatrix();
  // Any admin, into their own school's budget (another school's admin never reaches home's).
  const table: Record<string, ExpectationRow> = {
    [financePlannedAmountSubjects.addPlannedAmount]: allow(homeAdmin, 'away admin'),
  };

  async function call(_endpoint: string, name: string): Promise<Reply<unknown>> {
    return h.send(addPlannedAmount, share('2029-2030', 10_00), actors[name] as Actor | null);
  }

  it('answers every cell as the table says', async () => {
    expect(await checkMatrix(matrixCases(table), call)).toEqual([]);
    // Each admin wrote into their own school's budget: home's holds its own share once.
    const homeView = await h.ok(getBudget, { schoolYear: '2029-2030' }, home.admin);
    expect(homeView.categories.find((c) => c.key === 'instruments')!.plannedCents).toBe(10_00);
    expect((await h.ok(getBudget, { schoolYear: '2029-2030' }, away.admin)).budget).not.toBeNull();
  }, 60_000);
});
