import {
  addBudgetCategory,
  addBudgetEntry,
  createBudget,
  deleteBudgetCategory,
  getBudget,
  listBudgetEntries,
  payPurchase,
  recordPurchase,
  reverseBudgetEntry,
  reversePayment,
  updateBudgetCategory,
} from '@crescendo/contracts';
import { newTenant } from '@crescendo/testing';
import { startFinance, type FinanceHarness } from './finance-harness.js';

// Issue 13 §5, on a clock in the 2026-2027 school year (15 October 2026, Toronto).
let now = new Date('2026-10-15T16:00:00Z');
let h: FinanceHarness;
beforeAll(async () => {
  h = await startFinance({ now: () => now });
}, 90_000);
afterAll(() => h?.close());

const year = '2026-2027';

describe('the yearly budget', () => {
  it('is empty until created, then has the six starting categories at 0; a second one for the year is refused', async () => {
    const t = newTenant();
    expect(await h.ok(getBudget, { schoolYear: year }, t.admin)).toEqual({
      schoolYear: year,
      budget: null,
      categories: [],
      totals: null,
    });
    const view = await h.ok(createBudget, { schoolYear: year, currency: 'CAD' }, t.admin);
    expect(view.budget).toMatchObject({ schoolYear: year, currency: 'CAD', createdBy: t.admin.userId });
    expect(view.categories.map((c) => [c.key, c.name, c.plannedCents])).toEqual([
      ['instruments', null, 0],
      ['repairs', null, 0],
      ['scores', null, 0],
      ['trips', null, 0],
      ['events', null, 0],
      ['other', null, 0],
    ]);
    expect(await h.send(createBudget, { schoolYear: year, currency: 'CAD' }, t.admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Le budget de l’année scolaire 2026-2027 existe déjà.' },
    });
    // Another organisation has its own.
    expect((await h.ok(getBudget, { schoolYear: year }, newTenant().admin)).budget).toBeNull();
  });

  it('computes spent, revenues and remaining, counts students’ payments as revenue, and shows over-budget', async () => {
    const t = newTenant();
    let view = await h.ok(createBudget, { schoolYear: year, currency: 'CAD' }, t.admin);
    const [instruments, repairs] = view.categories;
    await h.ok(updateBudgetCategory, { categoryId: instruments!.id, planned: '5 000' }, t.admin);
    await h.ok(updateBudgetCategory, { categoryId: repairs!.id, planned: '1000,00' }, t.admin);
    const expense = (categoryId: string, amount: string, kind: 'expense' | 'revenue' = 'expense') =>
      h.ok(
        addBudgetEntry,
        { categoryId, kind, label: `Écriture ${amount}`, amount, day: '2026-10-01' },
        t.admin,
      );
    await expense(instruments!.id, '3200');
    await expense(repairs!.id, '900');
    const mistaken = await expense(repairs!.id, '300');
    await expense(repairs!.id, '150,50');
    await expense(instruments!.id, '400', 'revenue');

    // A student's payment this school year is revenue; one reversed counts nothing.
    await h.groupWith(t.teacher, [t.student]);
    const purchase = await h.ok(
      recordPurchase,
      { studentId: t.student.userId, item: 'Sortie', amount: '25' },
      t.teacher,
    );
    await h.ok(payPurchase, { purchaseId: purchase.id }, t.teacher);
    const other = await h.ok(
      recordPurchase,
      { studentId: t.student.userId, item: 'Anche', amount: '3' },
      t.teacher,
    );
    await h.ok(payPurchase, { purchaseId: other.id }, t.teacher);
    await h.ok(reversePayment, { purchaseId: other.id, reason: 'Erreur' }, t.teacher);
    // In US dollars: not this budget's currency.
    const usd = await h.ok(
      recordPurchase,
      { studentId: t.student.userId, item: 'Boston', amount: '40', currency: 'USD' },
      t.teacher,
    );
    await h.ok(payPurchase, { purchaseId: usd.id }, t.teacher);

    view = await h.ok(getBudget, { schoolYear: year }, t.admin);
    const figures = (id: string) => view.categories.find((c) => c.id === id)!;
    expect(figures(instruments!.id)).toMatchObject({
      plannedCents: 500000,
      spentCents: 320000,
      revenueCents: 40000,
      remainingCents: 220000,
      overBudget: false,
    });
    expect(figures(repairs!.id)).toMatchObject({
      plannedCents: 100000,
      spentCents: 135050,
      remainingCents: -35050,
      overBudget: true,
    });
    expect(view.totals).toEqual({
      plannedCents: 600000,
      spentCents: 455050,
      revenueCents: 40000,
      studentPaymentsCents: 2500,
      remainingCents: 187450,
      overBudget: false,
    });

    // A mistaken expense is reversed, never edited: the repairs come back within their plan... almost.
    const reversal = await h.ok(
      reverseBudgetEntry,
      { entryId: mistaken.id, reason: 'Facture en double' },
      t.admin,
    );
    expect(reversal).toMatchObject({
      amountCents: -30000,
      reversesId: mistaken.id,
      reason: 'Facture en double',
      recordedBy: t.admin.userId,
      day: '2026-10-01',
      categoryId: repairs!.id,
    });
    view = await h.ok(getBudget, { schoolYear: year }, t.admin);
    expect(figures(repairs!.id)).toMatchObject({ spentCents: 105050, overBudget: true });
    const { entries } = await h.ok(listBudgetEntries, { budgetId: view.budget!.id }, t.admin);
    expect(entries.find((e) => e.id === mistaken.id)!.reversed).toBe(true);
    expect(
      await h.send(reverseBudgetEntry, { entryId: mistaken.id, reason: 'Encore' }, t.admin),
    ).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Cette écriture a déjà été annulée.' },
    });
    expect(
      await h.send(reverseBudgetEntry, { entryId: reversal.id, reason: 'Encore' }, t.admin),
    ).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', messageKey: 'finance.reversalNotReversible' },
    });
  });

  it('counts only the payments of its own school year', async () => {
    const t = newTenant();
    await h.groupWith(t.teacher, [t.student]);
    now = new Date('2026-08-20T16:00:00Z'); // 2025-2026
    const before = await h.ok(
      recordPurchase,
      { studentId: t.student.userId, item: 'Été', amount: '10' },
      t.teacher,
    );
    await h.ok(payPurchase, { purchaseId: before.id }, t.teacher);
    now = new Date('2026-10-15T16:00:00Z');
    const during = await h.ok(
      recordPurchase,
      { studentId: t.student.userId, item: 'Automne', amount: '20' },
      t.teacher,
    );
    await h.ok(payPurchase, { purchaseId: during.id }, t.teacher);
    const view = await h.ok(createBudget, { schoolYear: year, currency: 'CAD' }, t.admin);
    expect(view.totals!.studentPaymentsCents).toBe(2000);
    const last = await h.ok(createBudget, { schoolYear: '2025-2026', currency: 'CAD' }, t.admin);
    expect(last.totals!.studentPaymentsCents).toBe(1000);
  });

  it('edits its categories (name, planned amount, note), keeping who changed what and when', async () => {
    const t = newTenant();
    const view = await h.ok(createBudget, { schoolYear: year, currency: 'CAD' }, t.admin);
    const trips = view.categories[3]!;
    const renamed = await h.ok(
      updateBudgetCategory,
      {
        categoryId: trips.id,
        name: 'Sorties et voyages',
        planned: '3000',
        note: '  Voyage à Québec en mai ',
      },
      t.admin,
    );
    expect(renamed.categories[3]).toMatchObject({
      key: 'trips',
      name: 'Sorties et voyages',
      plannedCents: 300000,
      note: 'Voyage à Québec en mai',
      updatedBy: t.admin.userId,
    });
    const added = await h.ok(
      addBudgetCategory,
      { budgetId: view.budget!.id, name: 'Camp musical', planned: '800' },
      t.admin,
    );
    const camp = added.categories.at(-1)!;
    expect(camp).toMatchObject({ key: null, name: 'Camp musical', plannedCents: 80000 });
    expect(
      await h.send(addBudgetCategory, { budgetId: view.budget!.id, name: 'camp MUSICAL' }, t.admin),
    ).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Une catégorie de ce budget porte déjà ce nom.' },
    });
    expect(await h.send(updateBudgetCategory, { categoryId: camp.id, planned: '-1' }, t.admin)).toMatchObject(
      {
        ok: false,
        error: { fields: { 'payload.planned': 'Le montant ne peut pas être négatif.' } },
      },
    );
    expect(await h.send(updateBudgetCategory, { categoryId: camp.id }, t.admin)).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED' },
    });

    await h.ok(
      addBudgetEntry,
      { categoryId: camp.id, kind: 'expense', label: 'Dépôt', amount: '200', day: '2026-11-02' },
      t.admin,
    );
    expect(await h.send(deleteBudgetCategory, { categoryId: camp.id }, t.admin)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', messageKey: 'finance.categoryHasEntries' },
    });
    const removed = await h.ok(deleteBudgetCategory, { categoryId: view.categories[5]!.id }, t.admin);
    expect(removed.categories.map((c) => c.key ?? c.name)).toEqual([
      'instruments',
      'repairs',
      'scores',
      'trips',
      'events',
      'Camp musical',
    ]);

    const history: Array<{
      change: string;
      changed_by: string;
      changed_at: Date;
      details: Record<string, unknown>;
    }> = await h.db.query(
      `SELECT change, changed_by, changed_at, details FROM budget_changes WHERE budget_id = $1 ORDER BY position`,
      [view.budget!.id],
    );
    expect(history.map((row) => row.change)).toEqual([
      'budgetCreated',
      'categoryUpdated',
      'categoryAdded',
      'categoryRemoved',
    ]);
    expect(history.every((row) => row.changed_by === t.admin.userId)).toBe(true);
    expect(new Date(history[1]!.changed_at).toISOString()).toBe(now.toISOString());
    expect(history[1]!.details).toEqual({
      before: { name: null, plannedCents: 0, note: null },
      after: { name: 'Sorties et voyages', plannedCents: 300000, note: 'Voyage à Québec en mai' },
    });
  });
});
