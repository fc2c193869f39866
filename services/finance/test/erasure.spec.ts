import {
  addBudgetEntry,
  createBudget,
  listPurchases,
  organizationDeleted,
  payPurchase,
  recordPurchase,
  updateBudgetCategory,
  userDeleted,
} from '@crescendo/contracts';
import { schoolYearOf } from '@crescendo/domain';
import { eventually, newTenant, type Tenant } from '@crescendo/testing';
import { startFinance, type FinanceHarness } from './finance-harness.js';

// Decision 0028: an erased person's data goes; the amounts an accounting record must keep stay, anonymised.
let h: FinanceHarness;
beforeAll(async () => {
  h = await startFinance();
}, 90_000);
afterAll(() => h?.close());

/** A paid purchase, an unpaid one, a budget with an entry and a noted category: all written by `t`'s people. */
async function booksOf(t: Tenant) {
  await h.groupWith(t.teacher, [t.student, t.otherStudent]);
  const paid = await h.ok(
    recordPurchase,
    { studentId: t.student.userId, item: 'Anche', amount: '3' },
    t.teacher,
  );
  await h.ok(payPurchase, { purchaseId: paid.id }, t.teacher);
  const unpaid = await h.ok(
    recordPurchase,
    { studentId: t.student.userId, item: 'Méthode', amount: '18,95' },
    t.admin,
  );
  const other = await h.ok(
    recordPurchase,
    { studentId: t.otherStudent.userId, item: 'Sortie', amount: '25' },
    t.teacher,
  );
  const schoolYear = schoolYearOf(new Date());
  const view = await h.ok(createBudget, { schoolYear, currency: 'CAD' }, t.admin);
  await h.ok(updateBudgetCategory, { categoryId: view.categories[0]!.id, note: 'Achat imprévu' }, t.admin);
  await h.ok(
    addBudgetEntry,
    {
      categoryId: view.categories[0]!.id,
      kind: 'expense',
      label: 'Tuba',
      amount: '2500',
      day: `${schoolYear.slice(0, 4)}-10-01`,
    },
    t.admin,
  );
  return { paid, unpaid, other };
}

const purchaseRows = (organizationId: string) =>
  h.db.query(
    `SELECT id, student_id, created_by, item, amount_cents::int AS cents, currency FROM purchases
     WHERE organization_id = $1 ORDER BY item`,
    [organizationId],
  ) as Promise<Array<Record<string, unknown>>>;

describe('erasure', () => {
  it('anonymises a deleted student’s purchases: the amounts stay, the link to them goes', async () => {
    const t = newTenant();
    const { paid, unpaid, other } = await booksOf(t);
    await h.publishAsIdentity(
      userDeleted.subject,
      { userId: t.student.userId, organizationId: t.organizationId },
      t.organizationId,
    );
    const rows = await eventually(
      () => purchaseRows(t.organizationId),
      (found) => found.filter((row) => row.student_id === null).length === 2,
    );
    expect(rows).toEqual([
      {
        id: paid.id,
        student_id: null,
        created_by: t.teacher.userId,
        item: 'Anche',
        cents: 300,
        currency: 'CAD',
      },
      {
        id: unpaid.id,
        student_id: null,
        created_by: t.admin.userId,
        item: 'Méthode',
        cents: 1895,
        currency: 'CAD',
      },
      {
        id: other.id,
        student_id: t.otherStudent.userId,
        created_by: t.teacher.userId,
        item: 'Sortie',
        cents: 2500,
        currency: 'CAD',
      },
    ]);
    // Their ledger keeps every entry; the admin still reads the lines (and collects the debt), nobody else.
    expect(await h.count(`purchase_entries WHERE purchase_id = $1`, [paid.id])).toBe(2);
    const admin = await h.ok(listPurchases, {}, t.admin);
    expect(admin.totals).toEqual([
      { currency: 'CAD', totalCents: 4695, paidCents: 300, unpaidCents: 4395, count: 3 },
    ]);
    expect((await h.ok(listPurchases, {}, t.student)).purchases).toEqual([]);
  });

  it('erases who recorded, paid, planned and noted when that staff member is deleted', async () => {
    const t = newTenant();
    await booksOf(t);
    await h.publishAsIdentity(
      userDeleted.subject,
      { userId: t.teacher.userId, organizationId: t.organizationId },
      t.organizationId,
    );
    await eventually(
      () =>
        h.count(`purchase_entries WHERE organization_id = $1 AND recorded_by = $2`, [
          t.organizationId,
          t.teacher.userId,
        ]),
      (n) => n === 0,
    );
    expect(
      await h.count(`purchases WHERE organization_id = $1 AND created_by = $2`, [
        t.organizationId,
        t.teacher.userId,
      ]),
    ).toBe(0);
    expect(
      await h.count(`purchases WHERE organization_id = $1 AND created_by IS NULL`, [t.organizationId]),
    ).toBe(2);
    expect(await h.count(`purchase_entries WHERE organization_id = $1`, [t.organizationId])).toBe(4);
    // The admin's own work keeps its author.
    expect(
      await h.count(`budget_entries WHERE organization_id = $1 AND recorded_by = $2`, [
        t.organizationId,
        t.admin.userId,
      ]),
    ).toBe(1);
  });

  it('anonymises a deleted organisation’s books entirely and touches no other organisation', async () => {
    const t = newTenant();
    const bystander = newTenant();
    await booksOf(t);
    await booksOf(bystander);
    await h.publishAsIdentity(
      organizationDeleted.subject,
      { organizationId: t.organizationId },
      t.organizationId,
    );
    const personal = (organizationId: string) =>
      h.count(
        `(SELECT student_id AS who FROM purchases WHERE organization_id = $1
          UNION ALL SELECT created_by FROM purchases WHERE organization_id = $1
          UNION ALL SELECT recorded_by FROM purchase_entries WHERE organization_id = $1
          UNION ALL SELECT created_by FROM budgets WHERE organization_id = $1
          UNION ALL SELECT created_by FROM budget_categories WHERE organization_id = $1
          UNION ALL SELECT updated_by FROM budget_categories WHERE organization_id = $1
          UNION ALL SELECT recorded_by FROM budget_entries WHERE organization_id = $1
          UNION ALL SELECT changed_by FROM budget_changes WHERE organization_id = $1) people WHERE who IS NOT NULL`,
        [organizationId],
      );
    await eventually(
      () => personal(t.organizationId),
      (n) => n === 0,
    );
    expect((await purchaseRows(t.organizationId)).map((row) => row.cents)).toEqual([300, 1895, 2500]);
    expect(await h.count(`budget_entries WHERE organization_id = $1`, [t.organizationId])).toBe(1);
    expect(await personal(bystander.organizationId)).toBeGreaterThan(10);
  });
});
