import {
  addBudgetCategory,
  addBudgetEntry,
  budgetEntryPage,
  cancelPurchase,
  createBudget,
  getBudget,
  listBudgetEntries,
  listPurchases,
  payPurchase,
  purchasePage,
  recordPurchase,
  renderStatement,
  reverseBudgetEntry,
  reversePayment,
  statementLinesMax,
  updateBudgetCategory,
  type Actor,
  type ListedPurchase,
} from '@crescendo/contracts';
import { newTenant } from '@crescendo/testing';
import type { z } from 'zod';
import { startFinance, type FinanceHarness } from './finance-harness.js';
import { pdfText } from '@crescendo/testing/pdf';

// Issue 34 §1 for finance: every list a page at a time with a cursor, its largest page declared in the
// contract; the totals PostgreSQL's, over the whole filter; free text without control characters; a
// statement bounded.
let h: FinanceHarness;
beforeAll(async () => {
  h = await startFinance();
}, 90_000);
afterAll(() => h?.close());

type Tenant = ReturnType<typeof newTenant>;
type PurchaseQuery = z.input<(typeof listPurchases)['payload']>;

/**
 * `count` purchases of one student written straight into the ledger (a charge each), all at the same instant:
 * many rows fast, and ties the cursor has to break by id.
 */
async function seedPurchases(
  t: Tenant,
  studentId: string,
  count: number,
  { at, cents, currency }: { at: string; cents: number; currency: 'CAD' | 'USD' },
): Promise<void> {
  await h.db.query(
    `WITH p AS (
       INSERT INTO purchases (id, organization_id, student_id, item, amount_cents, currency, created_at, created_by)
       SELECT gen_random_uuid(), $1, $2, 'Anche ' || i, $3, $4, $5, $6 FROM generate_series(1, $7) AS i
       RETURNING *)
     INSERT INTO purchase_entries (id, organization_id, purchase_id, kind, amount_cents, currency, recorded_at,
       recorded_by)
     SELECT gen_random_uuid(), organization_id, id, 'charge', amount_cents, currency, created_at, created_by FROM p`,
    [t.organizationId, studentId, cents, currency, at, t.teacher.userId, count],
  );
}

/** Every page of a query, with the size of each and the totals each page gave. */
async function allPages(query: PurchaseQuery, actor: Actor) {
  const purchases: ListedPurchase[] = [];
  const sizes: number[] = [];
  const totals: unknown[] = [];
  let cursor: string | undefined;
  do {
    const page = await h.ok(listPurchases, { ...query, cursor }, actor);
    purchases.push(...page.purchases);
    sizes.push(page.purchases.length);
    totals.push(page.totals);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { purchases, sizes, totals };
}

describe('the purchases, a page at a time', () => {
  const t = newTenant();
  const recent: string[] = [];
  beforeAll(async () => {
    await h.groupWith(t.teacher, [t.student, t.otherStudent]);
    await seedPurchases(t, t.student.userId, 70, {
      at: '2020-03-10T15:00:00Z',
      cents: 1000,
      currency: 'CAD',
    });
    await seedPurchases(t, t.otherStudent.userId, 45, {
      at: '2020-03-10T15:00:00Z',
      cents: 250,
      currency: 'USD',
    });
    for (let i = 0; i < 5; i += 1) {
      const purchase = await h.ok(
        recordPurchase,
        { studentId: t.student.userId, item: `Méthode ${i}`, amount: '12,50' },
        t.teacher,
      );
      recent.unshift(purchase.id);
    }
    await h.ok(payPurchase, { purchaseId: recent[0]! }, t.teacher);
    await h.ok(payPurchase, { purchaseId: recent[1]! }, t.teacher);
    await h.ok(cancelPurchase, { purchaseId: recent[2]!, reason: 'Erreur' }, t.teacher);
  }, 60_000);

  const everything = [
    { currency: 'CAD', totalCents: 75000, paidCents: 2500, unpaidCents: 72500, count: 74 },
    { currency: 'USD', totalCents: 11250, paidCents: 0, unpaidCents: 11250, count: 45 },
  ];

  it('gives a teacher their groups’ purchases newest first, none skipped or repeated at one instant', async () => {
    const { purchases, sizes, totals } = await allPages({ limit: 50 }, t.teacher);
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(purchases.map((p) => p.id)).size).toBe(120);
    expect(purchases.slice(0, 5).map((p) => p.id)).toEqual(recent);
    expect(purchases.slice(0, 3).map((p) => p.status)).toEqual(['paid', 'paid', 'cancelled']);
    expect(purchases[0]!.paidAt).not.toBeNull();
    expect(purchases[2]!.cancelledAt).not.toBeNull();
    // A listed purchase carries no ledger: a page's size does not grow with reversals.
    expect(purchases[0]).not.toHaveProperty('entries');
    // The totals are the whole list's on every page, whatever the page holds.
    expect(totals).toEqual([everything, everything, everything]);
  });

  it('gives the student theirs and the admin the organisation’s, the default page when no limit is asked', async () => {
    const first = await h.ok(listPurchases, {}, t.student);
    expect(first.purchases).toHaveLength(purchasePage.default);
    expect(first.totals).toEqual([everything[0]]);
    const mine = await allPages({ limit: 30 }, t.student);
    expect(mine.sizes).toEqual([30, 30, 15]);
    expect(mine.purchases.every((p) => p.studentId === t.student.userId)).toBe(true);
    const all = await h.ok(listPurchases, { limit: purchasePage.max }, t.admin);
    expect([all.purchases.length, all.nextCursor]).toEqual([120, null]);
    expect(all.totals).toEqual(everything);
  });

  it('filters by status before paging, and sums only what the filter keeps', async () => {
    const paid = await h.ok(listPurchases, { status: 'paid' }, t.teacher);
    expect(paid.purchases.map((p) => p.id)).toEqual(recent.slice(0, 2));
    expect(paid.totals).toEqual([
      { currency: 'CAD', totalCents: 2500, paidCents: 2500, unpaidCents: 0, count: 2 },
    ]);
    const unpaid = await allPages({ status: 'unpaid', limit: 50 }, t.teacher);
    expect(unpaid.sizes).toEqual([50, 50, 17]);
    expect(unpaid.purchases.every((p) => p.status === 'credit')).toBe(true);
    // The debt is every unpaid purchase's, on the first page already.
    expect(unpaid.totals[0]).toEqual([
      { currency: 'CAD', totalCents: 72500, paidCents: 0, unpaidCents: 72500, count: 72 },
      everything[1],
    ]);
    // Paid again after a reversal: back in 'unpaid' and out of 'paid' at once.
    await h.ok(reversePayment, { purchaseId: recent[1]!, reason: 'Chèque refusé' }, t.teacher);
    const after = await h.ok(listPurchases, { status: 'paid' }, t.teacher);
    expect(after.purchases.map((p) => p.id)).toEqual([recent[0]]);
    await h.ok(payPurchase, { purchaseId: recent[1]! }, t.teacher);
  });

  it('refuses a page larger than the contract’s maximum, and a cursor it did not write, in French', async () => {
    const refused = async (query: PurchaseQuery) => {
      const reply = await h.send(listPurchases, query, t.teacher);
      return reply.ok ? reply : reply.error.fields;
    };
    const tooMany = 'Le nombre d’éléments par page demandé est invalide.';
    expect(await refused({ limit: purchasePage.max + 1 })).toEqual({ 'payload.limit': tooMany });
    expect(await refused({ limit: 0 })).toEqual({ 'payload.limit': tooMany });
    const noSuchPage = 'Cette page n’existe pas : rechargez la liste depuis le début.';
    expect(await refused({ cursor: 'pas une page' })).toEqual({ 'payload.cursor': noSuchPage });
    expect(await refused({ cursor: Buffer.from('2026-01-01|x').toString('base64url') })).toEqual({
      cursor: noSuchPage,
    });
    const budget = await h.ok(createBudget, { schoolYear: '2031-2032', currency: 'CAD' }, t.admin);
    const entries = await h.send(
      listBudgetEntries,
      { budgetId: budget.budget!.id, limit: budgetEntryPage.max + 1 },
      t.admin,
    );
    expect(entries).toMatchObject({ ok: false, error: { fields: { 'payload.limit': tooMany } } });
  });
});

describe('free text in finance', () => {
  it('drops control characters from items, reasons, category names, notes and labels', async () => {
    const t = newTenant();
    await h.groupWith(t.teacher, [t.student]);
    const purchase = await h.ok(
      recordPurchase,
      {
        studentId: t.student.userId,
        item: '\u0001Anches\u0000 de\u0007 saxophone\u001b\u009f\nalto ',
        amount: '3',
      },
      t.teacher,
    );
    expect(purchase.item).toBe('Anches de saxophone alto');
    // Measured once cleaned: 200 characters and 50 control characters fit; only control characters do not.
    const long = await h.ok(
      recordPurchase,
      { studentId: t.student.userId, item: `${'\u0002'.repeat(50)}${'é'.repeat(200)}`, amount: '3' },
      t.teacher,
    );
    expect(long.item).toBe('é'.repeat(200));
    expect(
      await h.send(
        recordPurchase,
        { studentId: t.student.userId, item: '\u0000\u0001\u0002', amount: '3' },
        t.teacher,
      ),
    ).toMatchObject({ ok: false, error: { fields: { 'payload.item': 'L’article est requis.' } } });
    await h.ok(payPurchase, { purchaseId: purchase.id }, t.teacher);
    const reversed = await h.ok(
      reversePayment,
      { purchaseId: purchase.id, reason: 'Chèque\u0000 refusé\u0008' },
      t.teacher,
    );
    expect(reversed.entries.at(-1)!.reason).toBe('Chèque refusé');
    const listed = await h.ok(listPurchases, {}, t.student);
    expect(listed.purchases.map((p) => p.item).sort()).toEqual(['Anches de saxophone alto', 'é'.repeat(200)]);

    let view = await h.ok(createBudget, { schoolYear: '2026-2027', currency: 'CAD' }, t.admin);
    view = await h.ok(
      addBudgetCategory,
      { budgetId: view.budget!.id, name: 'Camp\u0000 d’été\u0007' },
      t.admin,
    );
    const camp = view.categories.find((c) => c.name === 'Camp d’été')!;
    expect(camp).toBeDefined();
    view = await h.ok(
      updateBudgetCategory,
      { categoryId: camp.id, note: 'Révision\u0000 imprévue\r\ndes cuivres\u0007\tsans délai' },
      t.admin,
    );
    // A note keeps its lines and tabs, as \n whatever the device sent.
    expect(view.categories.find((c) => c.id === camp.id)!.note).toBe(
      'Révision imprévue\ndes cuivres\tsans délai',
    );
    const entry = await h.ok(
      addBudgetEntry,
      {
        categoryId: camp.id,
        kind: 'expense',
        label: 'Tuba\u0000\nd’étude',
        amount: '100',
        day: '2026-10-01',
      },
      t.admin,
    );
    expect(entry.label).toBe('Tuba d’étude');
    const reversal = await h.ok(
      reverseBudgetEntry,
      { entryId: entry.id, reason: '\u0003Facture en double' },
      t.admin,
    );
    expect(reversal.reason).toBe('Facture en double');
    expect(
      await h.count(`purchases WHERE organization_id = $1 AND item ~ '[[:cntrl:]]'`, [t.organizationId]),
    ).toBe(0);
  });
});

describe('a budget’s entries', () => {
  it('come a page at a time, newest first, while the figures sum every one of them', async () => {
    const t = newTenant();
    const view = await h.ok(createBudget, { schoolYear: '2026-2027', currency: 'CAD' }, t.admin);
    const [instruments, repairs] = view.categories;
    // 250 expenses on 25 days (ten a day: ties the cursor breaks by the order they were entered).
    await h.db.query(
      `INSERT INTO budget_entries (id, organization_id, budget_id, category_id, kind, label, amount_cents, day,
         recorded_at, recorded_by)
       SELECT gen_random_uuid(), $1, $2, CASE WHEN i % 2 = 0 THEN $3::uuid ELSE $4::uuid END, 'expense',
         'Dépense ' || i, 1000, DATE '2026-09-01' + (i % 25), now(), $5
       FROM generate_series(1, 250) AS i`,
      [t.organizationId, view.budget!.id, instruments!.id, repairs!.id, t.admin.userId],
    );
    const revenue = await h.ok(
      addBudgetEntry,
      { categoryId: repairs!.id, kind: 'revenue', label: 'Concert', amount: '400', day: '2026-12-01' },
      t.admin,
    );

    const seen: Array<{ id: string; day: string }> = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await h.ok(
        listBudgetEntries,
        { budgetId: view.budget!.id, limit: budgetEntryPage.max, cursor },
        t.admin,
      );
      seen.push(...page.entries);
      sizes.push(page.entries.length);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([200, 51]);
    expect(new Set(seen.map((e) => e.id)).size).toBe(251);
    expect(seen[0]!.id).toBe(revenue.id);
    const days = seen.map((e) => e.day);
    expect(days).toEqual([...days].sort().reverse());
    const first = await h.ok(listBudgetEntries, { budgetId: view.budget!.id }, t.admin);
    expect(first.entries).toHaveLength(budgetEntryPage.default);

    const figures = await h.ok(getBudget, { schoolYear: '2026-2027' }, t.admin);
    expect(figures).not.toHaveProperty('entries');
    expect(figures.categories.find((c) => c.id === instruments!.id)!.spentCents).toBe(125_000);
    expect(figures.categories.find((c) => c.id === repairs!.id)).toMatchObject({
      spentCents: 125_000,
      revenueCents: 40_000,
    });
    expect(figures.totals).toMatchObject({ spentCents: 250_000, revenueCents: 40_000 });
    // Another organisation's admin reads nothing of it.
    expect(await h.send(listBudgetEntries, { budgetId: view.budget!.id }, newTenant().admin)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });
});

describe('a statement', () => {
  it('opens with the balance summed by PostgreSQL, and refuses a period of more operations than it prints', async () => {
    const t = newTenant();
    await h.groupWith(t.teacher, [t.student]);
    await seedPurchases(t, t.student.userId, statementLinesMax + 1, {
      at: '2025-03-10T15:00:00Z',
      cents: 100,
      currency: 'CAD',
    });
    const ask = (from: string, to: string) =>
      h.send(renderStatement, { studentId: t.student.userId, from, to, language: 'fr' }, t.teacher);
    expect(await ask('2025-03-01', '2025-03-31')).toMatchObject({
      ok: false,
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: `Ce relevé compterait plus de ${statementLinesMax} opérations : choisissez une période plus courte.`,
      },
    });
    const after = await ask('2025-04-01', '2025-04-30');
    if (!after.ok) throw new Error(JSON.stringify(after.error));
    const text = pdfText(Buffer.from(after.data.contentBase64, 'base64')).join(' ').replace(/\s+/g, ' ');
    // 2 001 charges of 1,00 $ owed before the period, none of them listed.
    expect(text).toContain('Solde au 1 avril 2025');
    expect(text).toMatch(/2.?001,00.\$ CAD/);
    expect(text).not.toContain('Anche 1');
  }, 60_000);
});
