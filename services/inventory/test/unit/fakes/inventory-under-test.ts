import type { Actor, LoanAgreement } from '@crescendo/contracts';
import { FakeDb, FakeGroupsAccess, FakeOutbox } from '@crescendo/testing/fakes';
import type { ChargePolicyPort } from '../../../src/charge-policy.js';
import { InstrumentsService } from '../../../src/instruments.service.js';
import type { InventoryOptions } from '../../../src/inventory.options.js';
import type { LoanAgreementsPort } from '../../../src/loan-agreements.js';
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

/** Identity's agreements, kept by loan id: a request is 'pending', signed by the parent; every call kept. */
export class FakeLoanAgreements implements LoanAgreementsPort {
  readonly agreements = new Map<string, LoanAgreement>();
  readonly requests: Array<{ actor: string; studentId: string; loanId: string; summary: string }> = [];
  readonly listCalls: string[][] = [];
  /** Set to make identity refuse the next requests (no parent's address, the mail down). */
  refusal: Error | null = null;

  async request(actor: Actor, request: { studentId: string; loanId: string; summary: string }) {
    if (this.refusal) throw this.refusal;
    this.requests.push({ actor: actor.userId, ...request });
    const agreement: LoanAgreement = {
      status: 'pending',
      signer: 'parent',
      signedName: null,
      decidedAt: null,
    };
    this.agreements.set(request.loanId, agreement);
    return agreement;
  }

  async list(_actor: Actor, loanIds: readonly string[]) {
    this.listCalls.push([...loanIds]);
    return new Map(
      loanIds.flatMap((id) => (this.agreements.has(id) ? [[id, this.agreements.get(id)!]] : [])),
    );
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
  const agreements = new FakeLoanAgreements();
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
    agreements,
  );
  const repairs = new RepairsService(db, tables.instrumentStore, tables.repairStore, outbox, options);
  return { clock, db, access, outbox, policy, agreements, tables, instruments, loans, repairs };
}
