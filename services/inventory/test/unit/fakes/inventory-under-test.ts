import type { Actor } from '@crescendo/contracts';
import { FakeDb, FakeGroupsAccess, FakeOutbox } from '@crescendo/testing/fakes';
import type { ChargePolicyPort } from '../../../src/charge-policy.js';
import { InstrumentsService } from '../../../src/instruments.service.js';
import type { InventoryOptions } from '../../../src/inventory.options.js';
import { LoanStudents } from '../../../src/loan-students.js';
import { LoansService } from '../../../src/loans.service.js';
import { RepairsService } from '../../../src/repairs.service.js';
import { InventoryTables } from './fake-inventory-stores.js';

/** Identity's decision on `inventory.chargeFamilies`, as the test sets it; every question is kept. */
class FakeChargePolicy implements ChargePolicyPort {
  allows = false;
  readonly asked: string[] = [];

  async allowsCharge(actor: Actor): Promise<boolean> {
    this.asked.push(actor.userId);
    return this.allows;
  }
}

/** The inventory's use cases as Nest builds them, on fakes, with a clock the test moves (`clock.now`). */
export function inventoryUnderTest(start = new Date('2026-11-16T15:00:00Z')) {
  const clock = { now: start };
  const options: InventoryOptions = { now: () => clock.now, timeZone: 'America/Toronto' };
  const db = new FakeDb();
  const access = new FakeGroupsAccess();
  const outbox = new FakeOutbox();
  const policy = new FakeChargePolicy();
  const tables = new InventoryTables();
  const instruments = new InstrumentsService(db, tables.instrumentStore, options);
  const loans = new LoansService(
    db,
    tables.instrumentStore,
    tables.loanStore,
    new LoanStudents(access),
    policy,
    outbox,
    options,
  );
  const repairs = new RepairsService(db, tables.instrumentStore, tables.repairStore, outbox, options);
  return { clock, db, access, outbox, policy, tables, instruments, loans, repairs };
}
