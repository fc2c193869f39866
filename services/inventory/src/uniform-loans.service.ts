import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  Actor,
  PayloadOf,
  UniformLoan,
  lendUniform,
  listUniformLoans,
  returnUniformLoan,
} from '@crescendo/contracts';
import { dayOf, defaultLoanDueOn, type CalendarDay } from '@crescendo/domain';
import { AppException, Db } from '@crescendo/service-kit';
import { requireStaff, viewerOf } from './access.js';
import { isUniqueViolation } from './instruments.service.js';
import { INVENTORY_OPTIONS, type InventoryOptions } from './inventory.options.js';
import { LoanStudents, type LoanStudentsPort } from './loan-students.js';
import { UNIFORM_LOAN_STORE, decodeUniformLoanCursor, type UniformLoanStore } from './uniform-loan.store.js';
import { UNIFORM_STORE, type UniformStore } from './uniform.store.js';

/**
 * Uniforms lent to students (issue 27 §1, §3), as instruments are: 'Prêter' by the school's staff to a student
 * groups says is theirs (asked as the actor, never re-decided here), due by default at the end of the school
 * year; 'Retour' with the condition it came back in; a student reads their own ('Mes prêts').
 */
@Injectable()
export class UniformLoansService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(UNIFORM_STORE) private readonly uniforms: UniformStore,
    @Inject(UNIFORM_LOAN_STORE) private readonly loans: UniformLoanStore,
    @Inject(LoanStudents) private readonly students: LoanStudentsPort,
    @Inject(INVENTORY_OPTIONS) private readonly options: InventoryOptions,
  ) {}

  /** A student: their own ('Mes prêts'). Staff: the school's, or one student's. */
  async list(actor: Actor | null, query: PayloadOf<typeof listUniformLoans>) {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    if (viewer.kind === 'student' && query.studentId && query.studentId !== viewer.userId)
      throw new AppException('FORBIDDEN', 'common.forbidden');
    const studentId = viewer.kind === 'student' ? viewer.userId : (query.studentId ?? null);
    const after = query.cursor ? decodeUniformLoanCursor(query.cursor) : null;
    const page = await this.loans.uniformLoansPage(
      this.db,
      { organizationId: viewer.organizationId, studentId, state: query.state, today: this.today() },
      after,
      query.limit,
    );
    return { loans: page.items, nextCursor: page.nextCursor };
  }

  /** 'Prêter' → 'Prêt enregistré': one open loan per uniform; one 'Hors service' is not lent. */
  async lend(actor: Actor | null, input: PayloadOf<typeof lendUniform>): Promise<UniformLoan> {
    const viewer = requireStaff(actor);
    const uniform = await this.uniforms.findUniform(this.db, viewer.organizationId, input.uniformId);
    if (!uniform) throw new AppException('NOT_FOUND', 'inventory.uniformNotFound');
    if (uniform.condition === 'out-of-service')
      throw new AppException('CONFLICT', 'inventory.uniformOutOfService');
    const today = this.today();
    if (input.dueOn !== undefined && input.dueOn < today)
      throw AppException.invalid({ dueOn: 'inventory.dueBeforeToday' });
    await this.students.assertLendable(actor!, viewer, input.studentId);
    const id = randomUUID();
    return this.db.transaction(async (tx) => {
      try {
        await this.loans.insertUniformLoan(tx, {
          id,
          organizationId: viewer.organizationId,
          uniformId: uniform.id,
          studentId: input.studentId,
          lentBy: viewer.userId,
          lentAt: this.options.now(),
          dueOn: input.dueOn ?? defaultLoanDueOn(today),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppException('CONFLICT', 'inventory.uniformAlreadyLent');
        throw error;
      }
      return (await this.loans.findUniformLoan(tx, viewer.organizationId, id, today))!;
    });
  }

  /** 'Retour' → 'Retour enregistré': the uniform takes the condition it came back in. */
  async return(actor: Actor | null, input: PayloadOf<typeof returnUniformLoan>): Promise<UniformLoan> {
    const viewer = requireStaff(actor);
    const today = this.today();
    return this.db.transaction(async (tx) => {
      const seen = await this.loans.findUniformLoan(tx, viewer.organizationId, input.loanId, today);
      if (!seen) throw new AppException('NOT_FOUND', 'inventory.loanNotFound');
      const closed = await this.loans.closeUniformLoan(tx, {
        organizationId: viewer.organizationId,
        loanId: input.loanId,
        returnedAt: this.options.now(),
        returnedBy: viewer.userId,
        condition: input.condition,
      });
      if (!closed) throw new AppException('CONFLICT', 'inventory.alreadyReturned');
      return (await this.loans.findUniformLoan(tx, viewer.organizationId, input.loanId, today))!;
    });
  }

  private today(): CalendarDay {
    return dayOf(this.options.now(), this.options.timeZone);
  }
}
