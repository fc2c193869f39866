import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  createBudget,
  deleteBudgetCategory,
  getBudget,
  listBudgetEntries,
  repairCostRecorded,
} from '@crescendo/contracts';
import { prefixSubject } from '@crescendo/service-kit';
import { eventually, newTenant } from '@crescendo/testing';
import { startFinance, type FinanceHarness } from './finance-harness.js';

// Issue 27 §6, decision 0052: what an instrument's repair cost becomes an expense of the 'Réparations' category
// of the budget of its school year — once, however often the event is delivered; a year without a budget gets
// one, and a budget whose 'Réparations' was removed gets it back.
let h: FinanceHarness;
let inventory: NatsConnection;
beforeAll(async () => {
  h = await startFinance();
  inventory = await h.nats.connectAs('inventory');
}, 180_000);
afterAll(async () => {
  await inventory?.close();
  await h?.close();
});

/** The event as the inventory's outbox relay publishes it (its NATS user may publish `evt.inventory.*`). */
async function publishAsInventory(data: Record<string, unknown>, organizationId: string): Promise<string> {
  const envelope = {
    id: randomUUID(),
    subject: repairCostRecorded.subject,
    occurredAt: new Date().toISOString(),
    organizationId,
    data,
  };
  await jetstream(inventory).publish(
    prefixSubject(h.prefix, repairCostRecorded.subject),
    JSON.stringify(envelope),
    { msgID: envelope.id },
  );
  return envelope.id;
}

const costOf = (organizationId: string, recordedBy: string, day: string, amountCents = 12_500) => ({
  repairId: randomUUID(),
  organizationId,
  instrumentId: randomUUID(),
  label: 'Violon VIO-0042 — Atelier Dupuis',
  amountCents,
  currency: 'CAD',
  day,
  recordedBy,
});

describe('a repair’s cost', () => {
  it('is an expense of the year’s ‘Réparations’, entered once', async () => {
    const t = newTenant();
    const view = await h.ok(createBudget, { schoolYear: '2025-2026', currency: 'CAD' }, t.admin);
    const repairs = view.categories.find((c) => c.key === 'repairs')!;
    const cost = costOf(t.organizationId, t.teacher.userId, '2026-01-20');
    const first = await publishAsInventory(cost, t.organizationId);
    const second = await publishAsInventory(cost, t.organizationId);
    const entries = await eventually(
      () => h.ok(listBudgetEntries, { budgetId: view.budget!.id }, t.admin),
      (page) => page.entries.length > 0,
    );
    expect(entries.entries).toEqual([
      expect.objectContaining({
        id: cost.repairId,
        categoryId: repairs.id,
        kind: 'expense',
        label: 'Violon VIO-0042 — Atelier Dupuis',
        amountCents: 12_500,
        day: '2026-01-20',
        recordedBy: t.teacher.userId,
      }),
    ]);
    await eventually(
      () => h.count(`processed_events WHERE event_id = ANY($1::uuid[])`, [[first, second]]),
      (n) => n === 2,
    );
    expect(await h.count(`budget_entries WHERE id = $1`, [cost.repairId])).toBe(1);
    const after = await h.ok(getBudget, { schoolYear: '2025-2026' }, t.admin);
    expect(after.categories.find((c) => c.id === repairs.id)).toMatchObject({ spentCents: 12_500 });
  });

  it('creates the year’s budget when the school has none, and puts a removed ‘Réparations’ back', async () => {
    const t = newTenant();
    // September: the next school year.
    await publishAsInventory(costOf(t.organizationId, t.admin.userId, '2026-09-03', 700), t.organizationId);
    const created = await eventually(
      () => h.ok(getBudget, { schoolYear: '2026-2027' }, t.admin),
      (view) => view.budget !== null && (view.totals?.spentCents ?? 0) > 0,
    );
    expect(created.categories.map((c) => c.key)).toEqual([
      'instruments',
      'repairs',
      'scores',
      'trips',
      'events',
      'other',
    ]);
    expect(created.categories.find((c) => c.key === 'repairs')).toMatchObject({ spentCents: 700 });

    const other = newTenant();
    const view = await h.ok(createBudget, { schoolYear: '2025-2026', currency: 'CAD' }, other.admin);
    const removed = view.categories.find((c) => c.key === 'repairs')!;
    await h.ok(deleteBudgetCategory, { categoryId: removed.id }, other.admin);
    await publishAsInventory(
      costOf(other.organizationId, other.admin.userId, '2026-03-01', 900),
      other.organizationId,
    );
    const back = await eventually(
      () => h.ok(getBudget, { schoolYear: '2025-2026' }, other.admin),
      (v) => v.categories.some((c) => c.key === 'repairs'),
    );
    expect(back.categories.at(-1)).toMatchObject({ key: 'repairs', spentCents: 900 });
  });
});
