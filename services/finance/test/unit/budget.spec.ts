import { budgetCategoriesMax, defaultBudgetCategories } from '@crescendo/domain';
import { financeUnderTest } from './fakes/finance-under-test.js';
import { groupOf, person } from './fakes/people.js';
import { refusalOf } from './fakes/refusal.js';

/** The department's budget (BudgetService) on fakes: the administrators', its categories and its entries. */
async function withBudget() {
  const f = financeUnderTest();
  const admin = person('admin');
  const teacher = person('teacher');
  const student = person('student');
  f.access.addGroup(groupOf([teacher], [student])).addAdmin(admin.userId);
  const view = await f.budget.create(admin, { schoolYear: '2026-2027', currency: 'CAD' });
  const budgetId = view.budget!.id;
  const category = view.categories[0]!;
  return { ...f, admin, teacher, student, view, budgetId, category };
}

const entry = (categoryId: string, day: string, amount = 40000) => ({
  categoryId,
  kind: 'expense' as const,
  label: 'Réparation du tuba',
  amount,
  day,
});

describe('the budget', () => {
  it('is the administrators’ only', async () => {
    const s = await withBudget();
    expect(await refusalOf(s.budget.get(s.teacher, '2026-2027'))).toEqual({
      code: 'FORBIDDEN',
      key: 'common.forbidden',
    });
    expect(
      (await refusalOf(s.budget.create(s.teacher, { schoolYear: '2027-2028', currency: 'CAD' }))).code,
    ).toBe('FORBIDDEN');
  });

  it('is created once per school year with the default categories, and the creation kept in its history', async () => {
    const s = await withBudget();
    expect(s.view.categories.map((c) => c.key)).toEqual([...defaultBudgetCategories]);
    expect(s.tables.changes).toEqual([
      expect.objectContaining({ budgetId: s.budgetId, change: 'budgetCreated' }),
    ]);
    expect(await refusalOf(s.budget.create(s.admin, { schoolYear: '2026-2027', currency: 'CAD' }))).toEqual({
      code: 'CONFLICT',
      key: 'finance.budgetExists',
    });
  });

  it('takes at most the maximum of categories, and refuses a name already taken', async () => {
    const s = await withBudget();
    await s.budget.addCategory(s.admin, { budgetId: s.budgetId, name: 'Uniformes', planned: 5000 });
    expect(
      await refusalOf(s.budget.addCategory(s.admin, { budgetId: s.budgetId, name: 'Uniformes', planned: 0 })),
    ).toEqual({
      code: 'CONFLICT',
      key: 'finance.categoryNameTaken',
    });
    for (let n = s.tables.categories.length; n < budgetCategoriesMax; n += 1)
      await s.budget.addCategory(s.admin, { budgetId: s.budgetId, name: `Catégorie ${n}`, planned: 0 });
    expect(
      await refusalOf(
        s.budget.addCategory(s.admin, { budgetId: s.budgetId, name: 'Une de trop', planned: 0 }),
      ),
    ).toEqual({
      code: 'CONFLICT',
      key: 'finance.tooManyCategories',
    });
  });

  it('dates an entry within its school year only (1 September to 31 August)', async () => {
    const s = await withBudget();
    expect(await refusalOf(s.budget.addEntry(s.admin, entry(s.category.id, '2026-08-31')))).toEqual({
      code: 'VALIDATION_FAILED',
      key: 'common.validation',
      fields: { day: 'finance.entryOutsideYear' },
    });
    await s.budget.addEntry(s.admin, entry(s.category.id, '2026-09-01'));
    await s.budget.addEntry(s.admin, entry(s.category.id, '2027-08-31'));
    expect(s.tables.entries.map((e) => e.day)).toEqual(['2026-09-01', '2027-08-31']);
  });

  it('undoes an entry by its opposite, once, and never a reversal', async () => {
    const s = await withBudget();
    const expense = await s.budget.addEntry(s.admin, entry(s.category.id, '2026-10-01', 40000));
    const reversal = await s.budget.reverseEntry(s.admin, expense.id, 'Facture en double');
    expect(reversal).toMatchObject({
      amountCents: -40000,
      reversesId: expense.id,
      day: '2026-10-01',
      reason: 'Facture en double',
    });
    expect(await refusalOf(s.budget.reverseEntry(s.admin, expense.id, 'Encore'))).toEqual({
      code: 'CONFLICT',
      key: 'finance.entryAlreadyReversed',
    });
    expect(await refusalOf(s.budget.reverseEntry(s.admin, reversal.id, 'Encore'))).toEqual({
      code: 'CONFLICT',
      key: 'finance.reversalNotReversible',
    });
  });

  it('keeps a category with entries against it', async () => {
    const s = await withBudget();
    await s.budget.addEntry(s.admin, entry(s.category.id, '2026-10-01'));
    expect(await refusalOf(s.budget.deleteCategory(s.admin, s.category.id))).toEqual({
      code: 'CONFLICT',
      key: 'finance.categoryHasEntries',
    });
    const emptied = await s.budget.deleteCategory(s.admin, s.view.categories[1]!.id);
    expect(emptied.categories).toHaveLength(defaultBudgetCategories.length - 1);
    expect(s.tables.changes.at(-1)).toMatchObject({ change: 'categoryRemoved' });
  });

  it('counts the students’ payments of its school year as revenue', async () => {
    const s = await withBudget();
    const purchase = await s.purchases.record(s.teacher, {
      studentId: s.student.userId,
      item: 'Lutrin',
      amount: 3000,
      currency: 'CAD',
    });
    await s.purchases.pay(s.teacher, purchase.id);
    // A payment of the year before (31 August, 23:00 in Montréal) is not this year's.
    s.clock.now = new Date('2026-09-01T03:00:00Z');
    const earlier = await s.purchases.record(s.teacher, {
      studentId: s.student.userId,
      item: 'Cordes',
      amount: 700,
      currency: 'CAD',
    });
    await s.purchases.pay(s.teacher, earlier.id);
    const view = await s.budget.get(s.admin, '2026-2027');
    expect(view.totals).toMatchObject({ studentPaymentsCents: 3000 });
  });
});
