import { Inject, Injectable } from '@nestjs/common';
import {
  financeFilesRead,
  statementLinesMax,
  type Actor,
  type PayloadOf,
  type renderStatement,
} from '@crescendo/contracts';
import { dayOf, instantAt, shiftDay, statementOf, type StatementEntry } from '@crescendo/domain';
import { statementTexts } from '@crescendo/i18n/server';
import { AppException, Db, Outbox, recordFilesRead, type OutboxPort } from '@crescendo/service-kit';
import { viewerOf, type Viewer } from './access.js';
import { FINANCE_OPTIONS, type FinanceOptions } from './finance.options.js';
import { renderStatementPdf } from './statement-pdf.js';
import { STATEMENT_STORE, type StatementStore } from './statement.store.js';
import { StudentNames, type StudentNamesPort } from './student-names.js';
import { StudentScope, type StudentScopePort } from './student-scope.js';

/** A student's statement over a period: for the student, their teachers and the organisation's admins. */
@Injectable()
export class StatementService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(STATEMENT_STORE) private readonly statementStore: StatementStore,
    @Inject(StudentScope) private readonly scope: StudentScopePort,
    @Inject(StudentNames) private readonly names: StudentNamesPort,
    @Inject(FINANCE_OPTIONS) private readonly options: FinanceOptions,
    @Inject(Outbox) private readonly outbox: OutboxPort,
  ) {}

  async render(actor: Actor | null, input: PayloadOf<typeof renderStatement>) {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    const ledger = { organizationId: viewer.organizationId, studentId: input.studentId };
    await this.assertMayRead(actor!, viewer, input.studentId, () =>
      this.statementStore.hasPurchases(this.db, ledger),
    );
    const since = instantAt(input.from, '00:00', this.options.timeZone);
    const until = instantAt(shiftDay(input.to, 1), '00:00', this.options.timeZone);
    // What was owed before the period is summed by PostgreSQL; the period's entries are read, a bounded few.
    const [opening, rows] = await Promise.all([
      this.statementStore.balancesBefore(this.db, ledger, since),
      this.statementStore.entriesBetween(this.db, ledger, since, until, statementLinesMax + 1),
    ]);
    if (rows.length > statementLinesMax)
      throw new AppException('PAYLOAD_TOO_LARGE', 'finance.statementTooLong', {
        params: { maximum: statementLinesMax },
      });
    const entries: StatementEntry[] = rows.map((row) => ({
      day: dayOf(new Date(row.recorded_at), this.options.timeZone),
      recordedAt: new Date(row.recorded_at).toISOString(),
      kind: row.kind,
      item: row.item,
      amountCents: row.amount_cents,
      currency: row.currency,
    }));
    // A statement without the name is still worth printing: identity's silence is not the student's fault.
    const studentName = await this.names.nameOf(actor!, viewer, input.studentId).catch(() => null);
    const pdf = await renderStatementPdf({
      language: input.language,
      studentName,
      period: { from: input.from, to: input.to },
      issuedOn: dayOf(this.options.now(), this.options.timeZone),
      accounts: statementOf(entries, { from: input.from, to: input.to }, opening),
    });
    if (viewer.kind !== 'student')
      await recordFilesRead(this.db, this.outbox, financeFilesRead, {
        reader: viewer,
        category: 'finances',
        reference: `statement:${input.from}/${input.to}`,
        studentIds: [input.studentId],
        at: this.options.now(),
      });
    const slug = (studentName ?? 'eleve')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return {
      filename: `${statementTexts[input.language].filename}-${slug}-${input.from}-${input.to}.pdf`,
      contentType: 'application/pdf' as const,
      contentBase64: pdf.toString('base64'),
    };
  }

  /** The student themself, a teacher of one of their groups, an admin of their organisation. */
  private async assertMayRead(
    actor: Actor,
    viewer: Exclude<Viewer, { kind: 'none' }>,
    studentId: string,
    hasPurchases: () => Promise<boolean>,
  ): Promise<void> {
    if (viewer.kind === 'student') {
      if (studentId !== viewer.userId) throw new AppException('FORBIDDEN', 'common.forbidden');
      return;
    }
    if (viewer.kind === 'admin') {
      // A student who has left every group keeps their purchases: their statement is still the admin's to print.
      if ((await hasPurchases()) || (await this.scope.includes(actor, studentId))) return;
      throw new AppException('NOT_FOUND', 'finance.studentUnknown');
    }
    if (!(await this.scope.includes(actor, studentId)))
      throw new AppException('FORBIDDEN', 'finance.studentNotYours');
  }
}
