import type { InventoryInstrument, Loan } from '@crescendo/contracts';
import type { CalendarDay } from '@crescendo/domain';
import type { InstrumentRecord, InstrumentStore, InstrumentsFilter } from '../../../src/instrument.store.js';
import type { LoanRecord, LoanStore, LoansFilter, ReturnRecord } from '../../../src/loan.store.js';
import type { RepairRecord, RepairReturnRecord, RepairStore } from '../../../src/repair.store.js';
import type { Repair } from '@crescendo/contracts';

type StoredRepair = RepairRecord & {
  returnedOn?: RepairReturnRecord['returnedOn'];
  costCents?: number;
  returnNotes?: string | null;
  returnedAt?: Date;
  returnedBy?: string;
};

/** PostgreSQL's answer to a second row under a unique key, as the stores pass it on. */
export function uniqueViolation(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
}

type StoredLoan = LoanRecord &
  Omit<ReturnRecord, 'loanId' | 'returnedAt' | 'returnedBy' | 'condition'> & {
    returnedAt: Date | null;
    returnCondition: ReturnRecord['condition'] | null;
  };

/**
 * The inventory's tables in memory, and fake stores over them with the real ones' signatures. They keep and
 * find rows (a second asset number or open loan refused as PostgreSQL would); the rules are the services'.
 */
export class InventoryTables {
  readonly instruments: InstrumentRecord[] = [];
  readonly loans: StoredLoan[] = [];
  readonly instrumentFilters: InstrumentsFilter[] = [];
  readonly loanFilters: LoansFilter[] = [];
  readonly repairs: StoredRepair[] = [];

  private openRepairOf(instrumentId: string) {
    return this.repairs.find((repair) => repair.instrumentId === instrumentId && !repair.returnedOn);
  }

  private repairView(repair: StoredRepair): Repair {
    return {
      id: repair.id,
      instrumentId: repair.instrumentId,
      assetNumber: this.instruments.find((i) => i.id === repair.instrumentId)!.assetNumber,
      shop: repair.shop,
      sentOn: repair.sentOn,
      quoteCents: repair.quoteCents,
      notes: repair.notes,
      sentBy: repair.sentBy,
      returnedOn: repair.returnedOn ?? null,
      costCents: repair.costCents ?? null,
      returnNotes: repair.returnNotes ?? null,
      returnedBy: repair.returnedBy ?? null,
    };
  }

  private openLoanOf(instrumentId: string) {
    return this.loans.find((loan) => loan.instrumentId === instrumentId && loan.returnedAt === null);
  }

  private view(record: InstrumentRecord, today: CalendarDay): InventoryInstrument {
    const open = this.openLoanOf(record.id);
    const { at, by: _by, ...fields } = record;
    return {
      ...fields,
      availability: this.openRepairOf(record.id)
        ? 'in-repair'
        : !open
          ? 'available'
          : open.dueOn < today
            ? 'overdue'
            : 'lent',
      lentTo: open?.studentId ?? null,
      lentToSchoolId: null,
      dueOn: open?.dueOn ?? null,
      lastSeenAt: null,
      lastSeenIn: null,
      createdAt: at.toISOString(),
    };
  }

  private loanView(loan: StoredLoan, today: CalendarDay): Loan {
    const instrument = this.instruments.find((candidate) => candidate.id === loan.instrumentId)!;
    return {
      id: loan.id,
      organizationId: loan.organizationId,
      instrumentId: loan.instrumentId,
      assetNumber: instrument.assetNumber,
      family: instrument.family,
      type: instrument.type,
      studentId: loan.studentId,
      lentBy: loan.lentBy,
      lentAt: loan.lentAt.toISOString(),
      dueOn: loan.dueOn,
      overdue: loan.returnedAt === null && loan.dueOn < today,
      returnedAt: loan.returnedAt?.toISOString() ?? null,
      returnCondition: loan.returnCondition,
      damage: loan.damage,
      chargedCents: loan.chargedCents,
      notes: loan.notes,
      agreementRequired: loan.agreementRequired,
      agreement: null,
    };
  }

  private takenBy(record: InstrumentRecord): boolean {
    return this.instruments.some(
      (other) =>
        other.id !== record.id &&
        other.organizationId === record.organizationId &&
        other.assetNumber.toLowerCase() === record.assetNumber.toLowerCase(),
    );
  }

  readonly instrumentStore: InstrumentStore = {
    insertInstrument: async (_db, record) => {
      if (this.takenBy(record)) throw uniqueViolation();
      this.instruments.push({ ...record });
    },
    updateInstrument: async (_db, record) => {
      const index = this.instruments.findIndex(
        (row) => row.id === record.id && row.organizationId === record.organizationId,
      );
      if (index < 0) return false;
      if (this.takenBy(record)) throw uniqueViolation();
      this.instruments[index] = { ...record, at: this.instruments[index]!.at };
      return true;
    },
    setInstrumentCondition: async (_db, organizationId, id, condition) => {
      const row = this.instruments.find((r) => r.id === id && r.organizationId === organizationId);
      if (row) row.condition = condition;
    },
    findInstrument: async (_db, organizationId, id, today) => {
      const row = this.instruments.find((r) => r.id === id && r.organizationId === organizationId);
      return row ? this.view(row, today) : null;
    },
    findInstrumentByCode: async (_db, organizationId, code, today) => {
      const row = this.instruments.find(
        (r) => r.organizationId === organizationId && r.assetNumber.toLowerCase() === code.toLowerCase(),
      );
      return row ? this.view(row, today) : null;
    },
    instrumentsPage: async (_db, filter, _after, limit) => {
      this.instrumentFilters.push(filter);
      const items = this.instruments
        .filter((row) => row.organizationId === filter.organizationId)
        .map((row) => this.view(row, filter.today))
        .filter((item) => !filter.availability || item.availability === filter.availability)
        .slice(0, limit);
      return { items, nextCursor: null };
    },
  };

  readonly loanStore: LoanStore = {
    insertLoan: async (_db, record) => {
      if (this.openLoanOf(record.instrumentId)) throw uniqueViolation();
      this.loans.push({
        ...record,
        returnedAt: null,
        returnCondition: null,
        damage: null,
        chargedCents: null,
        notes: null,
      });
    },
    findLoan: async (_db, organizationId, id, today) => {
      const loan = this.loans.find((l) => l.id === id && l.organizationId === organizationId);
      return loan ? this.loanView(loan, today) : null;
    },
    findOpenLoan: async (_db, organizationId, instrumentId, today) => {
      const loan = this.loans.find(
        (l) =>
          l.instrumentId === instrumentId && l.organizationId === organizationId && l.returnedAt === null,
      );
      return loan ? this.loanView(loan, today) : null;
    },
    closeLoan: async (_db, record) => {
      const loan = this.loans.find((l) => l.id === record.loanId && l.returnedAt === null);
      if (!loan) return;
      Object.assign(loan, {
        returnedAt: record.returnedAt,
        returnCondition: record.condition,
        damage: record.damage,
        chargedCents: record.chargedCents,
        notes: record.notes,
      });
    },
    requireAgreement: async (_db, organizationId, id) => {
      const loan = this.loans.find((l) => l.id === id && l.organizationId === organizationId);
      if (loan) loan.agreementRequired = true;
    },
    deleteOpenLoan: async (_db, organizationId, id) => {
      const index = this.loans.findIndex(
        (l) => l.id === id && l.organizationId === organizationId && l.returnedAt === null,
      );
      if (index < 0) return false;
      this.loans.splice(index, 1);
      return true;
    },
    loansPage: async (_db, filter, _after, limit) => {
      this.loanFilters.push(filter);
      const items = this.loans
        .filter((l) => l.organizationId === filter.organizationId)
        .filter((l) => !filter.studentId || l.studentId === filter.studentId)
        .map((l) => this.loanView(l, filter.today))
        .filter(
          (l) => filter.state === 'all' || (l.returnedAt === null && (filter.state === 'open' || l.overdue)),
        )
        .slice(0, limit);
      return { items, nextCursor: null };
    },
  };

  readonly repairStore: RepairStore = {
    insertRepair: async (_db, record) => {
      if (this.openRepairOf(record.instrumentId)) throw uniqueViolation();
      this.repairs.push({ ...record });
    },
    findRepair: async (_db, organizationId, id) => {
      const repair = this.repairs.find((r) => r.id === id && r.organizationId === organizationId);
      return repair ? this.repairView(repair) : null;
    },
    closeRepair: async (_db, record) => {
      const repair = this.repairs.find((r) => r.id === record.repairId && !r.returnedOn);
      if (!repair) return false;
      Object.assign(repair, {
        returnedOn: record.returnedOn,
        costCents: record.costCents,
        returnNotes: record.notes,
        returnedAt: record.returnedAt,
        returnedBy: record.returnedBy,
      });
      return true;
    },
    repairsPage: async (_db, organizationId, instrumentId, _after, limit) => {
      const items = this.repairs
        .filter((r) => r.organizationId === organizationId && r.instrumentId === instrumentId)
        .reverse()
        .slice(0, limit)
        .map((r) => this.repairView(r));
      return { items, nextCursor: null };
    },
  };
}
