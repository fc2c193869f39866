import { addBudgetEntry, createBudget, payPurchase, recordPurchase } from '@crescendo/contracts';
import { schoolYearOf } from '@crescendo/domain';
import { newTenant } from '@crescendo/testing';
import { randomUUID } from 'node:crypto';
import { startFinance, type FinanceHarness } from './finance-harness.js';

// The ledger is append-only in the database itself, whatever code runs against it (decision 0028).
let h: FinanceHarness;
let purchaseId: string;
let entryId: string;
const t = newTenant();

beforeAll(async () => {
  h = await startFinance();
  await h.groupWith(t.teacher, [t.student]);
  purchaseId = (
    await h.ok(
      recordPurchase,
      { studentId: t.student.userId, item: 'Anche', amount: '3', currency: 'CAD' },
      t.teacher,
    )
  ).id;
  await h.ok(payPurchase, { purchaseId }, t.teacher);
  const schoolYear = schoolYearOf(new Date());
  const view = await h.ok(createBudget, { schoolYear, currency: 'CAD' }, t.admin);
  entryId = (
    await h.ok(
      addBudgetEntry,
      {
        categoryId: view.categories[0]!.id,
        kind: 'expense',
        label: 'Clarinette',
        amount: '640',
        day: `${schoolYear.slice(0, 4)}-10-01`,
      },
      t.admin,
    )
  ).id;
}, 90_000);
afterAll(() => h?.close());

const refused = /append-only|may only be erased/;

describe('the ledger refuses to be rewritten', () => {
  it.each([
    ['an amount changed', `UPDATE purchases SET amount_cents = 1 WHERE id = $1`],
    ['an item changed', `UPDATE purchases SET item = 'Autre chose' WHERE id = $1`],
    ['a purchase given to someone else', `UPDATE purchases SET student_id = '${randomUUID()}' WHERE id = $1`],
    ['a purchase deleted', `DELETE FROM purchases WHERE id = $1`],
    ['an entry’s kind changed', `UPDATE purchase_entries SET kind = 'charge' WHERE purchase_id = $1`],
    [
      'an entry’s date changed',
      `UPDATE purchase_entries SET recorded_at = now() - interval '1 year' WHERE purchase_id = $1`,
    ],
    ['an entry deleted', `DELETE FROM purchase_entries WHERE purchase_id = $1`],
  ])('refuses %s', async (_, sql) => {
    await expect(h.db.query(sql, [purchaseId])).rejects.toThrow(refused);
  });

  it.each([
    ['an amount changed', `UPDATE budget_entries SET amount_cents = 1 WHERE id = $1`],
    ['a budget entry deleted', `DELETE FROM budget_entries WHERE id = $1`],
  ])('refuses %s on the budget', async (_, sql) => {
    await expect(h.db.query(sql, [entryId])).rejects.toThrow(refused);
  });

  it('refuses TRUNCATE', async () => {
    await expect(h.db.query(`TRUNCATE purchase_entries, purchases`)).rejects.toThrow(refused);
    await expect(h.db.query(`TRUNCATE budget_changes`)).rejects.toThrow(refused);
  });

  it('allows only a person’s erasure: their links set to NULL, nothing else', async () => {
    await h.db.query(`UPDATE purchase_entries SET recorded_by = NULL WHERE purchase_id = $1`, [purchaseId]);
    await h.db.query(`UPDATE purchases SET student_id = NULL, created_by = NULL WHERE id = $1`, [purchaseId]);
    const [row] = await h.db.query(
      `SELECT student_id, amount_cents::int AS cents FROM purchases WHERE id = $1`,
      [purchaseId],
    );
    expect(row).toEqual({ student_id: null, cents: 300 });
    await expect(
      h.db.query(`UPDATE purchases SET student_id = NULL, amount_cents = 5 WHERE id = $1`, [purchaseId]),
    ).rejects.toThrow(refused);
  });
});
