import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  familyChargeRequested,
  type Actor,
  type InventoryInstrument,
  type Loan,
  type PayloadOf,
  type lendInstrument,
  type listLoans,
  type returnLoan,
  type returnScan,
  type scanLoan,
} from '@crescendo/contracts';
import { dayOf, defaultLoanDueOn, mayChargeFamily, type CalendarDay } from '@crescendo/domain';
import { AppException, Db, Outbox, type OutboxPort } from '@crescendo/service-kit';
import { requireStaff, viewerOf, type Viewer } from './access.js';
import { ChargePolicy, type ChargePolicyPort } from './charge-policy.js';
import { INSTRUMENT_STORE, type InstrumentStore } from './instrument.store.js';
import { isUniqueViolation } from './instruments.service.js';
import { INVENTORY_OPTIONS, type InventoryOptions } from './inventory.options.js';
import { LoanAgreements, withLoanAgreements, type LoanAgreementsPort } from './loan-agreements.js';
import { LoanStudents, type LoanStudentsPort } from './loan-students.js';
import { LOAN_STORE, decodeLoanCursor, type LoanStore } from './loan.store.js';
import { agreementSummaries } from '@crescendo/i18n/server';

type Staff = Extract<Viewer, { kind: 'admin' | 'teacher' }>;

/**
 * Loans of instruments (issue 27 §3): 'Prêter' and the quick mode's scans by the school's staff, to a student
 * groups says is theirs; 'Retour' with the condition and the damage, which may charge the family only for
 * negligence and only where the policy allows it (§5). A student reads their own loans.
 */
@Injectable()
export class LoansService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(INSTRUMENT_STORE) private readonly instruments: InstrumentStore,
    @Inject(LOAN_STORE) private readonly loans: LoanStore,
    @Inject(LoanStudents) private readonly students: LoanStudentsPort,
    @Inject(ChargePolicy) private readonly policy: ChargePolicyPort,
    @Inject(Outbox) private readonly outbox: OutboxPort,
    @Inject(INVENTORY_OPTIONS) private readonly options: InventoryOptions,
    @Inject(LoanAgreements) private readonly agreements: LoanAgreementsPort,
  ) {}

  /** A student: their own ('Mes prêts'). Staff: the school's, or one student's. */
  async list(actor: Actor | null, query: PayloadOf<typeof listLoans>) {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    if (viewer.kind === 'student' && query.studentId && query.studentId !== viewer.userId)
      throw new AppException('FORBIDDEN', 'common.forbidden');
    const studentId = viewer.kind === 'student' ? viewer.userId : (query.studentId ?? null);
    const after = query.cursor ? decodeLoanCursor(query.cursor) : null;
    const page = await this.loans.loansPage(
      this.db,
      { organizationId: viewer.organizationId, studentId, state: query.state, today: this.today() },
      after,
      query.limit,
    );
    // Identity answers the school's staff about every agreement, a student about their own ('Mes prêts').
    const loans = await withLoanAgreements(this.agreements, actor!, page.items);
    return { loans, nextCursor: page.nextCursor };
  }

  /** 'Prêter' → 'Prêt enregistré'. */
  async lend(
    actor: Actor | null,
    input: Omit<PayloadOf<typeof lendInstrument>, 'agreement'> & { agreement?: boolean },
  ): Promise<Loan> {
    const viewer = requireStaff(actor);
    const instrument = await this.instruments.findInstrument(
      this.db,
      viewer.organizationId,
      input.instrumentId,
      this.today(),
    );
    if (!instrument) throw new AppException('NOT_FOUND', 'inventory.instrumentNotFound');
    return this.lendFound(actor!, viewer, instrument, input.studentId, input.dueOn, input.agreement ?? false);
  }

  /** Mode prêt rapide: the code scanned is an asset number; one scan, one loan. */
  async scan(
    actor: Actor | null,
    input: Omit<PayloadOf<typeof scanLoan>, 'agreement'> & { agreement?: boolean },
  ): Promise<Loan> {
    const viewer = requireStaff(actor);
    const instrument = await this.instruments.findInstrumentByCode(
      this.db,
      viewer.organizationId,
      input.code,
      this.today(),
    );
    if (!instrument)
      throw new AppException('NOT_FOUND', 'inventory.codeUnknown', { params: { code: input.code } });
    return this.lendFound(actor!, viewer, instrument, input.studentId, input.dueOn, input.agreement ?? false);
  }

  /**
   * 'Renvoyer l'entente' (issue 27 §4): the open loan's agreement asked of identity again, by whoever may lend
   * to its student (groups decide, as at the loan); identity replaces an unanswered link and keeps a signed
   * agreement. A loan lent without one then requires it — only if identity could ask (one transaction).
   */
  async requestAgreement(actor: Actor | null, loanId: string): Promise<Loan> {
    const viewer = requireStaff(actor);
    const today = this.today();
    const seen = await this.loans.findLoan(this.db, viewer.organizationId, loanId, today);
    if (!seen) throw new AppException('NOT_FOUND', 'inventory.loanNotFound');
    if (seen.returnedAt || !seen.studentId) throw new AppException('CONFLICT', 'inventory.alreadyReturned');
    await this.students.assertLendable(actor!, viewer, seen.studentId);
    const instrument = await this.instruments.findInstrument(
      this.db,
      viewer.organizationId,
      seen.instrumentId,
      today,
    );
    return this.db.transaction(async (tx) => {
      const locked = (await this.loans.findLoan(tx, viewer.organizationId, loanId, today, true))!;
      if (locked.returnedAt) throw new AppException('CONFLICT', 'inventory.alreadyReturned');
      if (!locked.agreementRequired) await this.loans.requireAgreement(tx, viewer.organizationId, loanId);
      const agreement = await this.agreements.request(actor!, {
        studentId: seen.studentId!,
        loanId,
        summary: agreementSummary(instrument!, locked.dueOn as CalendarDay),
      });
      return { ...locked, agreementRequired: true, agreement };
    });
  }

  /** Undo of the last scan: its lender (or an administrator) takes the open loan back. */
  async undo(actor: Actor | null, loanId: string): Promise<{ loanId: string }> {
    const viewer = requireStaff(actor);
    const loan = await this.loans.findLoan(this.db, viewer.organizationId, loanId, this.today());
    if (!loan) throw new AppException('NOT_FOUND', 'inventory.loanNotFound');
    if (viewer.kind === 'teacher' && loan.lentBy !== viewer.userId)
      throw new AppException('FORBIDDEN', 'inventory.undoNotYours');
    if (loan.returnedAt) throw new AppException('CONFLICT', 'inventory.alreadyReturned');
    const deleted = await this.loans.deleteOpenLoan(this.db, viewer.organizationId, loanId);
    if (!deleted) throw new AppException('CONFLICT', 'inventory.alreadyReturned');
    return { loanId };
  }

  /**
   * 'Retour' → 'Retour enregistré': the instrument takes the condition it came back in. Loss or damage by
   * negligence charges the family only where identity says the policy allows it: the charge is an event finance
   * posts to the student's ledger, written in the return's transaction.
   */
  async return(actor: Actor | null, input: PayloadOf<typeof returnLoan>): Promise<Loan> {
    const viewer = requireStaff(actor);
    const today = this.today();
    const seen = await this.loans.findLoan(this.db, viewer.organizationId, input.loanId, today);
    if (!seen) throw new AppException('NOT_FOUND', 'inventory.loanNotFound');
    if (seen.returnedAt) throw new AppException('CONFLICT', 'inventory.alreadyReturned');
    const asksCharge = input.damage === 'negligence' && input.chargeCents !== undefined;
    const allowed = asksCharge && (await this.policy.allowsCharge(actor!));
    const charged = mayChargeFamily(input.damage, allowed) && seen.studentId ? input.chargeCents! : null;
    const at = this.options.now();
    const loan = await this.db.transaction(async (tx) => {
      const locked = (await this.loans.findLoan(tx, viewer.organizationId, input.loanId, today, true))!;
      if (locked.returnedAt) throw new AppException('CONFLICT', 'inventory.alreadyReturned');
      await this.loans.closeLoan(tx, {
        organizationId: viewer.organizationId,
        loanId: input.loanId,
        returnedAt: at,
        returnedBy: viewer.userId,
        condition: input.condition,
        damage: input.damage,
        chargedCents: charged,
        notes: input.notes,
      });
      await this.instruments.setInstrumentCondition(
        tx,
        viewer.organizationId,
        locked.instrumentId,
        input.condition,
        at,
        viewer.userId,
      );
      if (charged !== null)
        await this.outbox.add(
          tx.manager,
          familyChargeRequested,
          {
            chargeId: randomUUID(),
            organizationId: viewer.organizationId,
            studentId: locked.studentId!,
            loanId: locked.id,
            instrumentId: locked.instrumentId,
            item: `${locked.type} ${locked.assetNumber}`.slice(0, 200),
            amountCents: charged,
            currency: 'CAD',
            requestedBy: viewer.userId,
          },
          { organizationId: viewer.organizationId },
        );
      return (await this.loans.findLoan(tx, viewer.organizationId, input.loanId, today))!;
    });
    if (charged !== null) this.outbox.committed();
    return (await withLoanAgreements(this.agreements, actor!, [loan]))[0]!;
  }

  /** Mode prêt rapide at return: the item scanned alone; its open loan is returned as 'Retour' does. */
  async returnByCode(actor: Actor | null, input: PayloadOf<typeof returnScan>): Promise<Loan> {
    const viewer = requireStaff(actor);
    const today = this.today();
    const instrument = await this.instruments.findInstrumentByCode(
      this.db,
      viewer.organizationId,
      input.code,
      today,
    );
    if (!instrument)
      throw new AppException('NOT_FOUND', 'inventory.codeUnknown', { params: { code: input.code } });
    const open = await this.loans.findOpenLoan(this.db, viewer.organizationId, instrument.id, today);
    if (!open)
      throw new AppException('CONFLICT', 'inventory.notLent', { params: { code: instrument.assetNumber } });
    const { code: _code, ...body } = input;
    return this.return(actor, { ...body, loanId: open.id });
  }

  private async lendFound(
    actor: Actor,
    viewer: Staff,
    instrument: InventoryInstrument,
    studentId: string,
    dueOn: CalendarDay | undefined,
    agreement: boolean,
  ): Promise<Loan> {
    if (instrument.condition === 'out-of-service')
      throw new AppException('CONFLICT', 'inventory.outOfService');
    const lentToSchool = () =>
      new AppException('CONFLICT', 'inventory.lentToSchool', {
        params: { assetNumber: instrument.assetNumber },
      });
    // At another school of the board until it comes back (decision 0077).
    if (instrument.lentToSchoolId) throw lentToSchool();
    // 'En réparation' (issue 27 §6): at the shop until its repair is recorded as done.
    if (instrument.availability === 'in-repair')
      throw new AppException('CONFLICT', 'inventory.inRepair', {
        params: { assetNumber: instrument.assetNumber },
      });
    if (instrument.availability !== 'available') throw new AppException('CONFLICT', 'inventory.alreadyLent');
    const today = this.today();
    if (dueOn !== undefined && dueOn < today)
      throw AppException.invalid({ dueOn: 'inventory.dueBeforeToday' });
    await this.students.assertLendable(actor, viewer, studentId);
    const id = randomUUID();
    const due = dueOn ?? defaultLoanDueOn(today);
    return this.db.transaction(async (tx) => {
      // Sent to repair (or lent to a school) since it was read: the row locked, as a repair locks it first.
      const current = await this.instruments.findInstrument(
        tx,
        viewer.organizationId,
        instrument.id,
        today,
        true,
      );
      if (current?.availability === 'in-repair')
        throw new AppException('CONFLICT', 'inventory.inRepair', {
          params: { assetNumber: instrument.assetNumber },
        });
      // Approved for another school since it was read (the approval locks the row too).
      if (current?.lentToSchoolId) throw lentToSchool();
      try {
        await this.loans.insertLoan(tx, {
          id,
          organizationId: viewer.organizationId,
          instrumentId: instrument.id,
          studentId,
          lentBy: viewer.userId,
          lentAt: this.options.now(),
          dueOn: due,
          agreementRequired: agreement,
        });
      } catch (error) {
        // Two scans of one code at once: the second finds it lent.
        if (isUniqueViolation(error)) throw new AppException('CONFLICT', 'inventory.alreadyLent');
        throw error;
      }
      const loan = (await this.loans.findLoan(tx, viewer.organizationId, id, today))!;
      if (!agreement) return loan;
      // 'Entente requise' (issue 27 §4): identity mails the family once the loan is known possible (its row
      // written, the instrument locked), before the transaction commits. Identity's refusal (no parent's
      // address, the mail down) rolls the loan back: nothing is lent and the user reads identity's message.
      // Only a commit failing after the mail left would leave a link to a loan that is not (its page then
      // names an item the school never lent; the school lends again, a new link).
      const signed = await this.agreements.request(actor, {
        studentId,
        loanId: id,
        summary: agreementSummary(instrument, due),
      });
      return { ...loan, agreement: signed };
    });
  }

  private today(): CalendarDay {
    return dayOf(this.options.now(), this.options.timeZone);
  }
}

/**
 * What the family agrees to, on the agreement's page: the instrument and its return day, no person's data
 * ('Violon Yamaha V5 (VIO-0001), à rendre le 2027-06-20'; identity takes at most 200 characters).
 */
export function agreementSummary(instrument: InventoryInstrument, dueOn: CalendarDay): string {
  const what = [instrument.type, instrument.brand, instrument.model].filter(Boolean).join(' ');
  return agreementSummaries.loan('fr', { instrument: what, asset: instrument.assetNumber, dueOn });
}
