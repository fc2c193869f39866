import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { familyChargeRequested, listPurchases } from '@crescendo/contracts';
import { prefixSubject } from '@crescendo/service-kit';
import { eventually, newTenant } from '@crescendo/testing';
import { startFinance, type FinanceHarness } from './finance-harness.js';

// Issue 27 §5, decision 0052: an instrument lost or damaged by negligence, charged where the policy allows it,
// reaches the student's ledger as a purchase 'À régler' — once, however often the event is delivered.
let h: FinanceHarness;
let inventory: NatsConnection;
beforeAll(async () => {
  h = await startFinance();
  inventory = await h.nats.connectAs('inventory');
}, 90_000);
afterAll(async () => {
  await inventory?.close();
  await h?.close();
});

/** The event as the inventory's outbox relay publishes it (its NATS user may publish `evt.inventory.*`). */
async function publishAsInventory(data: Record<string, unknown>, organizationId: string): Promise<string> {
  const envelope = {
    id: randomUUID(),
    subject: familyChargeRequested.subject,
    occurredAt: new Date().toISOString(),
    organizationId,
    data,
  };
  await jetstream(inventory).publish(
    prefixSubject(h.prefix, familyChargeRequested.subject),
    JSON.stringify(envelope),
    { msgID: envelope.id },
  );
  return envelope.id;
}

describe('a family charged for an instrument', () => {
  it('owes it: a purchase on the student’s ledger, recorded once', async () => {
    const t = newTenant();
    await h.groupWith(t.teacher, [t.student]);
    const charge = {
      chargeId: randomUUID(),
      organizationId: t.organizationId,
      studentId: t.student.userId,
      loanId: randomUUID(),
      instrumentId: randomUUID(),
      item: 'Trompette CR-0004',
      amountCents: 15000,
      currency: 'CAD',
      requestedBy: t.teacher.userId,
    };
    const first = await publishAsInventory(charge, t.organizationId);
    const second = await publishAsInventory(charge, t.organizationId);
    const mine = await eventually(
      () => h.ok(listPurchases, {}, t.student),
      // The page and the totals are two statements read side by side: both once the charge is in.
      (page) => page.purchases.length > 0 && page.totals.length > 0,
    );
    expect(mine.purchases).toEqual([
      expect.objectContaining({
        id: charge.chargeId,
        item: 'Trompette CR-0004',
        amountCents: 15000,
        status: 'credit',
        createdBy: t.teacher.userId,
        // The loan whose return photos and repair quote are its evidence (decision 0078).
        inventoryLoanId: charge.loanId,
      }),
    ]);
    expect(mine.totals).toEqual([
      { currency: 'CAD', totalCents: 15000, paidCents: 0, unpaidCents: 15000, count: 1 },
    ]);
    // The second delivery (another event id, the same charge) has been handled too, and added nothing.
    await eventually(
      () => h.count(`processed_events WHERE event_id = ANY($1::uuid[])`, [[first, second]]),
      (n) => n === 2,
    );
    expect(await h.count(`purchases WHERE id = $1`, [charge.chargeId])).toBe(1);
    // The staff's list says it too; a purchase recorded by hand has none.
    const staff = await h.ok(listPurchases, { studentId: t.student.userId }, t.admin);
    expect(staff.purchases[0]).toMatchObject({ id: charge.chargeId, inventoryLoanId: charge.loanId });
  });
});
