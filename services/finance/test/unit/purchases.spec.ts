import { randomUUID } from 'node:crypto';
import { financeUnderTest } from './fakes/finance-under-test.js';
import { groupOf, person } from './fakes/people.js';
import { refusalOf } from './fakes/refusal.js';

/** Students' purchases (PurchasesService) on fakes: who records and settles them, and whose one reads. */
function school() {
  const f = financeUnderTest();
  const teacher = person('teacher');
  const otherTeacher = person('teacher');
  const admin = person('admin');
  const student = person('student');
  const classmate = person('student');
  const group = groupOf([teacher], [student, classmate]);
  const otherGroup = groupOf([otherTeacher], [person('student')]);
  f.access.addGroup(group).addGroup(otherGroup).addAdmin(admin.userId);
  return { ...f, teacher, otherTeacher, admin, student, classmate, group, otherGroup };
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
