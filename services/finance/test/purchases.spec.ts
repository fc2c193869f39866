import { randomUUID } from 'node:crypto';
import {
  cancelPurchase,
  listPurchases,
  payPurchase,
  recordPurchase,
  reversePayment,
  removeGroupMember,
} from '@crescendo/contracts';
import { newTenant } from '@crescendo/testing';
import { startFinance, type FinanceHarness } from './finance-harness.js';

let h: FinanceHarness;
beforeAll(async () => {
  h = await startFinance();
}, 90_000);
afterAll(() => h?.close());

const entriesOf = (purchaseId: string) => h.count(`purchase_entries WHERE purchase_id = $1`, [purchaseId]);

describe('recording a purchase', () => {
  it('lets a teacher record one for a student of their group, in whole cents, with who and when', async () => {
    const t = newTenant();
    await h.groupWith(t.teacher, [t.student]);
    const purchase = await h.ok(
      recordPurchase,
      { studentId: t.student.userId, item: '  Anches de saxophone  ', amount: '12,50', currency: 'CAD' },
      t.teacher,
    );
    expect(purchase).toMatchObject({
      studentId: t.student.userId,
      organizationId: t.organizationId,
      item: 'Anches de saxophone',
      amountCents: 1250,
      currency: 'CAD',
      status: 'credit',
      paid: false,
      paidAt: null,
      createdBy: t.teacher.userId,
      // Only a negligence charge of the inventory carries a loan (decision 0078).
      inventoryLoanId: null,
    });
    expect(purchase.entries).toEqual([
      expect.objectContaining({
        kind: 'charge',
        amountCents: 1250,
        recordedBy: t.teacher.userId,
        reversesId: null,
      }),
    ]);
    expect(Date.parse(purchase.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lets an admin record one for any student of the organisation’s groups, in another currency', async () => {
    const t = newTenant();
    await h.groupWith(t.teacher, [t.student]);
    const purchase = await h.ok(
      recordPurchase,
      { studentId: t.student.userId, item: 'Voyage à Boston', amount: 420, currency: 'USD' },
      t.admin,
    );
    expect(purchase).toMatchObject({ amountCents: 42000, currency: 'USD', createdBy: t.admin.userId });
  });

  it('refuses a student outside the teacher’s groups, and an unknown student, writing nothing', async () => {
    const t = newTenant();
    await h.groupWith(t.otherTeacher, [t.student]);
    const before = await h.count(`purchases WHERE organization_id = $1`, [t.organizationId]);
    const notYours = await h.send(
      recordPurchase,
      { studentId: t.student.userId, item: 'Anche', amount: '3', currency: 'CAD' },
      t.teacher,
    );
    expect(notYours).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', message: 'Cet élève ne fait partie d’aucun de vos groupes.' },
    });
    const unknown = await h.send(
      recordPurchase,
      { studentId: randomUUID(), item: 'Anche', amount: '3', currency: 'CAD' },
      t.admin,
    );
    expect(unknown).toMatchObject({
      ok: false,
      error: {
        code: 'NOT_FOUND',
        message: 'Élève inconnu : il ne fait partie d’aucun groupe de l’organisation.',
        messageKey: 'finance.studentUnknown',
      },
    });
    expect(await h.count(`purchases WHERE organization_id = $1`, [t.organizationId])).toBe(before);
  });
});

describe('settling a purchase: À régler becomes Payé, mistakes are reversed', () => {
  it('marks it paid once; a second payment is refused and writes nothing', async () => {
    const t = newTenant();
    await h.groupWith(t.teacher, [t.student]);
    const { id } = await h.ok(
      recordPurchase,
      { studentId: t.student.userId, item: 'Méthode', amount: '18.95', currency: 'CAD' },
      t.teacher,
    );
    const paid = await h.ok(payPurchase, { purchaseId: id }, t.teacher);
    expect(paid).toMatchObject({ status: 'paid', paid: true });
    expect(paid.paidAt).toBe(paid.entries[1]!.recordedAt);
    expect(paid.entries[1]).toMatchObject({
      kind: 'payment',
      amountCents: 1895,
      recordedBy: t.teacher.userId,
    });
    const again = await h.send(payPurchase, { purchaseId: id }, t.admin);
    expect(again).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Cet achat est déjà payé.' },
    });
    expect(await entriesOf(id)).toBe(2);
  });

  it('pays only once when two payments arrive at the same moment', async () => {
    const t = newTenant();
    await h.groupWith(t.teacher, [t.student]);
    const { id } = await h.ok(
      recordPurchase,
      { studentId: t.student.userId, item: 'Sortie', amount: '25', currency: 'CAD' },
      t.teacher,
    );
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => h.send(payPurchase, { purchaseId: id }, t.teacher)),
    );
    expect(replies.filter((reply) => reply.ok)).toHaveLength(1);
    expect(await entriesOf(id)).toBe(2);
  });

  it('reverses a payment made by mistake (back to À régler), then cancels the purchase, each with its reason', async () => {
    const t = newTenant();
    await h.groupWith(t.teacher, [t.student]);
    const { id } = await h.ok(
      recordPurchase,
      { studentId: t.student.userId, item: 'Baguettes', amount: '14,99', currency: 'CAD' },
      t.teacher,
    );
    const paid = await h.ok(payPurchase, { purchaseId: id }, t.teacher);
    const cancelWhilePaid = await h.send(cancelPurchase, { purchaseId: id, reason: 'Doublon' }, t.teacher);
    expect(cancelWhilePaid).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', messageKey: 'finance.payFirstReversed' },
    });
    const unpaid = await h.ok(reversePayment, { purchaseId: id, reason: 'Payé par erreur' }, t.admin);
    expect(unpaid).toMatchObject({ status: 'credit', paid: false, paidAt: null });
    expect(unpaid.entries.at(-1)).toMatchObject({
      kind: 'paymentReversal',
      reversesId: paid.entries[1]!.id,
      reason: 'Payé par erreur',
      recordedBy: t.admin.userId,
    });
    const noReason = await h.send(cancelPurchase, { purchaseId: id, reason: '  ' }, t.teacher);
    expect(noReason).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION_FAILED',
        fields: { 'payload.reason': 'Indiquez la raison de l’annulation.' },
      },
    });
    const cancelled = await h.ok(cancelPurchase, { purchaseId: id, reason: 'Saisi en double' }, t.teacher);
    expect(cancelled).toMatchObject({ status: 'cancelled', paid: false });
    expect(cancelled.entries.map((entry) => entry.kind)).toEqual([
      'charge',
      'payment',
      'paymentReversal',
      'chargeReversal',
    ]);
    expect(cancelled.entries.at(-1)!.reversesId).toBe(cancelled.entries[0]!.id);
    expect(await h.send(payPurchase, { purchaseId: id }, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', messageKey: 'finance.cancelled' },
    });
    expect(await h.send(reversePayment, { purchaseId: id, reason: 'x' }, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', messageKey: 'finance.cancelled' },
    });
  });

  it('refuses to reverse a payment that does not exist', async () => {
    const t = newTenant();
    await h.groupWith(t.teacher, [t.student]);
    const { id } = await h.ok(
      recordPurchase,
      { studentId: t.student.userId, item: 'Anche', amount: '3', currency: 'CAD' },
      t.teacher,
    );
    expect(await h.send(reversePayment, { purchaseId: id, reason: 'Erreur' }, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'Cet achat n’est pas payé : il n’y a aucun paiement à annuler.' },
    });
    expect(await entriesOf(id)).toBe(1);
  });
});

describe('reading purchases and debt', () => {
  it('gives the student their own with their debt (the sum of unpaid purchases), per currency', async () => {
    const t = newTenant();
    await h.groupWith(t.teacher, [t.student, t.otherStudent]);
    const record = (studentId: string, amount: string, currency: 'CAD' | 'USD' = 'CAD') =>
      h.ok(recordPurchase, { studentId, item: `Article ${amount}`, amount, currency }, t.teacher);
    const a = await record(t.student.userId, '12,50');
    await record(t.student.userId, '7,25');
    const c = await record(t.student.userId, '30');
    await record(t.student.userId, '5', 'USD');
    await record(t.otherStudent.userId, '99');
    await h.ok(payPurchase, { purchaseId: a.id }, t.teacher);
    await h.ok(cancelPurchase, { purchaseId: c.id, reason: 'Erreur' }, t.teacher);

    const mine = await h.ok(listPurchases, {}, t.student);
    expect(mine.purchases).toHaveLength(4);
    expect(mine.purchases.every((p) => p.studentId === t.student.userId)).toBe(true);
    expect(mine.totals).toEqual([
      { currency: 'CAD', totalCents: 1975, paidCents: 1250, unpaidCents: 725, count: 2 },
      { currency: 'USD', totalCents: 500, paidCents: 0, unpaidCents: 500, count: 1 },
    ]);
    const unpaid = await h.ok(listPurchases, { status: 'unpaid' }, t.student);
    expect(unpaid.purchases.map((p) => p.amountCents).sort()).toEqual([500, 725]);
    const paid = await h.ok(listPurchases, { status: 'paid' }, t.student);
    expect(paid.purchases.map((p) => p.id)).toEqual([a.id]);
    expect(await h.send(listPurchases, { studentId: t.otherStudent.userId }, t.student)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  });

  it('gives a teacher their groups’ students only, by group or student; an admin the organisation’s', async () => {
    const t = newTenant();
    const mine = await h.groupWith(t.teacher, [t.student]);
    const theirs = await h.groupWith(t.otherTeacher, [t.otherStudent]);
    const p1 = await h.ok(recordPurchase, { studentId: t.student.userId, item: 'A', amount: '1' }, t.teacher);
    const p2 = await h.ok(
      recordPurchase,
      { studentId: t.otherStudent.userId, item: 'B', amount: '2' },
      t.otherTeacher,
    );
    const ids = (reply: { purchases: Array<{ id: string }> }) => reply.purchases.map((p) => p.id).sort();

    expect(ids(await h.ok(listPurchases, {}, t.teacher))).toEqual([p1.id]);
    expect(ids(await h.ok(listPurchases, { groupId: mine.id }, t.teacher))).toEqual([p1.id]);
    expect(await h.send(listPurchases, { groupId: theirs.id }, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await h.send(listPurchases, { studentId: t.otherStudent.userId }, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', messageKey: 'finance.studentNotYours' },
    });
    expect(ids(await h.ok(listPurchases, {}, t.admin))).toEqual([p1.id, p2.id].sort());
    expect(ids(await h.ok(listPurchases, { groupId: theirs.id }, t.admin))).toEqual([p2.id]);
    expect(ids(await h.ok(listPurchases, { studentId: t.student.userId }, t.admin))).toEqual([p1.id]);
    expect((await h.ok(listPurchases, {}, newTenant().admin)).purchases).toEqual([]);
  });

  it('no longer shows a teacher the purchases of a student who left their group, nor lets them settle one', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    const { id } = await h.ok(
      recordPurchase,
      { studentId: t.student.userId, item: 'A', amount: '1' },
      t.teacher,
    );
    await h.client.request(removeGroupMember, { groupId: group.id, studentId: t.student.userId }, t.teacher);
    expect((await h.ok(listPurchases, {}, t.teacher)).purchases).toEqual([]);
    expect(await h.send(payPurchase, { purchaseId: id }, t.teacher)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', messageKey: 'finance.purchaseNotFound' },
    });
    // The admin still does: the debt is the organisation's to collect.
    expect(await h.ok(payPurchase, { purchaseId: id }, t.admin)).toMatchObject({ status: 'paid' });
  });

  it('filters by the days the purchases were recorded, on the organisation’s calendar', async () => {
    let now = new Date('2026-10-15T03:30:00Z'); // 14 October, 23:30 in Toronto
    const clocked = await startFinance({ now: () => now });
    try {
      const t = newTenant();
      await clocked.groupWith(t.teacher, [t.student]);
      const late = await clocked.ok(
        recordPurchase,
        { studentId: t.student.userId, item: 'Soir', amount: '1' },
        t.teacher,
      );
      now = new Date('2026-10-15T16:00:00Z');
      const next = await clocked.ok(
        recordPurchase,
        { studentId: t.student.userId, item: 'Midi', amount: '2' },
        t.teacher,
      );
      const on = async (from: string, to: string) =>
        (await clocked.ok(listPurchases, { from, to }, t.student)).purchases.map((p) => p.id);
      expect(await on('2026-10-14', '2026-10-14')).toEqual([late.id]);
      expect(await on('2026-10-15', '2026-10-15')).toEqual([next.id]);
      expect(await on('2026-10-01', '2026-10-31')).toEqual([next.id, late.id]);
      expect(await clocked.send(listPurchases, { from: '2026-10-15' }, t.student)).toMatchObject({
        ok: false,
        error: {
          code: 'VALIDATION_FAILED',
          fields: { 'payload.to': 'Indiquez une date de début et une date de fin.' },
        },
      });
    } finally {
      await clocked.close();
    }
  }, 90_000);
});
