import { randomUUID } from 'node:crypto';
import { statementLinesMax } from '@crescendo/contracts';
import { budgetCategoriesMax, defaultBudgetCategories } from '@crescendo/domain';
import { groupOf, person, refusalOf, schoolOf } from '@crescendo/testing/fakes';
import { financeUnderTest } from './fakes/finance-under-test.js';

/**
 * Finance's use cases on fakes: students' purchases (PurchasesService: who records and settles them, whose one
 * reads), the budget (BudgetService) and statements (StatementService). One file, so the service's modules load
 * once in the unit tier.
 */
function school() {
  const f = financeUnderTest();
  return { ...f, ...schoolOf(f.access) };
}

const bought = (studentId: string) => ({
  studentId,
  item: 'Anches no 3',
  amount: 1250,
  currency: 'CAD' as const,
});

describe('recording a purchase', () => {
  it('by a teacher of the student’s group stores the amount and its charge, owed by the student', async () => {
    const s = school();
    const purchase = await s.purchases.record(s.teacher, bought(s.student.userId));
    expect(purchase).toMatchObject({
      studentId: s.student.userId,
      amountCents: 1250,
      currency: 'CAD',
      status: 'credit',
      paid: false,
    });
    expect(purchase.createdBy).toBe(s.teacher.userId);
    expect(s.tables.ledger).toEqual([
      expect.objectContaining({ kind: 'charge', amountCents: 1250, purchaseId: purchase.id }),
    ]);
  });

  it('for a student of none of the teacher’s groups is refused, and nothing is stored', async () => {
    const s = school();
    const outsider = s.otherGroup.studentIds[0]!;
    expect(await refusalOf(s.purchases.record(s.teacher, bought(outsider)))).toEqual({
      code: 'FORBIDDEN',
      key: 'finance.studentNotYours',
    });
    expect(s.tables.purchases).toHaveLength(0);
  });

  it('by an admin takes any student of the school’s groups, and refuses one it does not know', async () => {
    const s = school();
    await s.purchases.record(s.admin, bought(s.otherGroup.studentIds[0]!));
    expect(await refusalOf(s.purchases.record(s.admin, bought(randomUUID())))).toEqual({
      code: 'NOT_FOUND',
      key: 'finance.studentUnknown',
    });
    expect(s.tables.purchases).toHaveLength(1);
  });

  it('by a student is forbidden', async () => {
    const s = school();
    expect((await refusalOf(s.purchases.record(s.student, bought(s.student.userId)))).code).toBe('FORBIDDEN');
  });

  it('under a service’s reference is recorded once until cancelled (a trip’s deposit, issue 28 §6)', async () => {
    const s = school();
    const reference = `planning.trip:${randomUUID()}:deposit`;
    const first = await s.purchases.record(s.teacher, { ...bought(s.student.userId), reference });
    const again = await s.purchases.record(s.admin, { ...bought(s.student.userId), amount: 9900, reference });
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ amountCents: 1250, reference });
    expect(s.tables.purchases).toHaveLength(1);
    await s.purchases.cancel(s.teacher, first.id, 'Montant de la sortie modifié');
    const replaced = await s.purchases.record(s.teacher, {
      ...bought(s.student.userId),
      amount: 9900,
      reference,
    });
    expect(replaced.id).not.toBe(first.id);
    expect(replaced.amountCents).toBe(9900);
  });
});

describe('the purchases one reads', () => {
  it('are a student’s own, and never another student’s', async () => {
    const s = school();
    await s.purchases.list(s.student, { limit: 20, status: 'all' });
    expect(s.tables.filters[0]!.studentIds).toEqual([s.student.userId]);
    expect(
      await refusalOf(
        s.purchases.list(s.student, { limit: 20, status: 'all', studentId: s.classmate.userId }),
      ),
    ).toEqual({
      code: 'FORBIDDEN',
      key: 'common.forbidden',
    });
  });

  it('are a teacher’s groups’ students’, an admin’s whole school’s; a student not theirs is refused', async () => {
    const s = school();
    await s.purchases.list(s.teacher, { limit: 20, status: 'all' });
    expect([...s.tables.filters[0]!.studentIds!].sort()).toEqual(
      [s.student.userId, s.classmate.userId].sort(),
    );
    await s.purchases.list(s.admin, { limit: 20, status: 'all' });
    expect(s.tables.filters[1]!.studentIds).toBeNull();
    expect(
      await refusalOf(
        s.purchases.list(s.teacher, { limit: 20, status: 'all', studentId: s.otherGroup.studentIds[0]! }),
      ),
    ).toEqual({ code: 'FORBIDDEN', key: 'finance.studentNotYours' });
  });

  it('between two days are those recorded from the first day’s midnight to the last day’s end, in Montréal', async () => {
    const s = school();
    await s.purchases.list(s.admin, { limit: 20, status: 'all', from: '2026-11-01', to: '2026-11-30' });
    expect(s.tables.filters[0]).toMatchObject({
      since: new Date('2026-11-01T04:00:00.000Z'),
      until: new Date('2026-12-01T05:00:00.000Z'),
    });
  });
});

describe('settling a purchase', () => {
  async function owed() {
    const s = school();
    const purchase = await s.purchases.record(s.teacher, bought(s.student.userId));
    return { ...s, purchase };
  }

  it('pays the whole amount once, under the purchase’s lock; a second payment is refused', async () => {
    const s = await owed();
    const paid = await s.purchases.pay(s.teacher, s.purchase.id);
    expect(paid).toMatchObject({ status: 'paid', paid: true });
    expect(s.tables.ledger.at(-1)).toMatchObject({
      kind: 'payment',
      amountCents: 1250,
      recordedBy: s.teacher.userId,
    });
    expect(s.tables.locked).toEqual([s.purchase.id]);
    expect(await refusalOf(s.purchases.pay(s.admin, s.purchase.id))).toEqual({
      code: 'CONFLICT',
      key: 'finance.alreadyPaid',
    });
    expect(s.tables.ledger).toHaveLength(2);
  });

  it('reverses the last payment with its reason, and cancels only once no payment stands', async () => {
    const s = await owed();
    const paid = await s.purchases.pay(s.teacher, s.purchase.id);
    expect(await refusalOf(s.purchases.cancel(s.teacher, s.purchase.id, 'Erreur'))).toEqual({
      code: 'CONFLICT',
      key: 'finance.payFirstReversed',
    });
    const reversed = await s.purchases.reversePayment(s.teacher, s.purchase.id, 'Chèque sans provision');
    expect(reversed.status).toBe('credit');
    expect(s.tables.ledger.at(-1)).toMatchObject({
      kind: 'paymentReversal',
      amountCents: 1250,
      reason: 'Chèque sans provision',
      reversesId: paid.entries.at(-1)!.id,
    });
    const cancelled = await s.purchases.cancel(s.teacher, s.purchase.id, 'Retourné');
    expect(cancelled.status).toBe('cancelled');
    expect(s.tables.ledger.at(-1)).toMatchObject({
      kind: 'chargeReversal',
      reversesId: s.purchase.entries[0]!.id,
    });
  });

  it('is refused as unknown to a teacher of another group', async () => {
    const s = await owed();
    expect(await refusalOf(s.purchases.pay(s.otherTeacher, s.purchase.id))).toEqual({
      code: 'NOT_FOUND',
      key: 'finance.purchaseNotFound',
    });
    expect(s.tables.ledger).toHaveLength(1);
  });
});

/** The department's budget: the administrators', its categories and its entries. */
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

const period = { from: '2026-11-01', to: '2026-11-30', language: 'fr' as const };

describe('a student’s statement', () => {
  it('is printed for the student, a teacher of their group, an admin; refused to a classmate and another teacher', async () => {
    const s = school();
    const purchase = await s.purchases.record(s.teacher, {
      studentId: s.student.userId,
      item: 'Anches',
      amount: 1250,
      currency: 'CAD',
    });
    await s.purchases.pay(s.teacher, purchase.id);
    const asked = { ...period, studentId: s.student.userId };
    const printed = await s.statements.render(s.student, asked);
    expect(printed).toMatchObject({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/-2026-11-01-2026-11-30\.pdf$/),
    });
    expect(Buffer.from(printed.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    await s.statements.render(s.teacher, asked);
    await s.statements.render(s.admin, asked);
    expect(await refusalOf(s.statements.render(s.classmate, asked))).toEqual({
      code: 'FORBIDDEN',
      key: 'common.forbidden',
    });
    expect(await refusalOf(s.statements.render(s.otherTeacher, asked))).toEqual({
      code: 'FORBIDDEN',
      key: 'finance.studentNotYours',
    });
  });

  it('of a student who left every group stays the admin’s to print while they have purchases', async () => {
    const s = school();
    await s.purchases.record(s.teacher, {
      studentId: s.student.userId,
      item: 'Lutrin',
      amount: 3000,
      currency: 'CAD',
    });
    s.access.removeStudent(s.group.id, s.student.userId);
    s.access.removeStudent(s.group.id, s.classmate.userId);
    await s.statements.render(s.admin, { ...period, studentId: s.student.userId });
    expect(
      await refusalOf(s.statements.render(s.admin, { ...period, studentId: s.classmate.userId })),
    ).toEqual({
      code: 'NOT_FOUND',
      key: 'finance.studentUnknown',
    });
  });

  it('of more lines than a statement holds is refused', async () => {
    const s = school();
    for (let n = 0; n <= statementLinesMax; n += 1)
      await s.purchases.record(s.admin, {
        studentId: s.student.userId,
        item: `Article ${n}`,
        amount: 100,
        currency: 'CAD',
      });
    expect(
      await refusalOf(s.statements.render(s.admin, { ...period, studentId: s.student.userId })),
    ).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      key: 'finance.statementTooLong',
    });
  });
});
