import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor, PayloadOf, renderStatement } from '@crescendo/contracts';
import { dayOf, statementOf, type StatementEntry } from '@crescendo/domain';
import { statementTexts } from '@crescendo/i18n/server';
import { AppException } from '@crescendo/service-kit';
import { viewerOf, type Viewer } from './access.js';
import { FINANCE_OPTIONS, type FinanceOptions } from './finance.options.js';
import { findPurchases, toPurchase } from './purchase.store.js';
import { renderStatementPdf } from './statement-pdf.js';
import { StudentNames } from './student-names.js';
import { StudentScope } from './student-scope.js';

/** A student's statement over a period: for the student, their teachers and the organisation's admins. */
@Injectable()
export class StatementService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(StudentScope) private readonly scope: StudentScope,
    @Inject(StudentNames) private readonly names: StudentNames,
    @Inject(FINANCE_OPTIONS) private readonly options: FinanceOptions,
  ) {}

  async render(actor: Actor | null, input: PayloadOf<typeof renderStatement>) {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    const rows = await findPurchases(this.db.manager, {
      organizationId: viewer.organizationId,
      studentIds: [input.studentId],
    });
    await this.assertMayRead(actor!, viewer, input.studentId, rows.length > 0);
    const entries: StatementEntry[] = rows.flatMap((row) => {
      const purchase = toPurchase(row);
      return purchase.entries.map((entry) => ({
        day: dayOf(new Date(entry.recordedAt), this.options.timeZone),
        recordedAt: entry.recordedAt,
        kind: entry.kind,
        item: purchase.item,
        amountCents: entry.amountCents,
        currency: entry.currency,
      }));
    });
    // A statement without the name is still worth printing: identity's silence is not the student's fault.
    const studentName = await this.names.nameOf(actor!, viewer, input.studentId).catch(() => null);
    const pdf = await renderStatementPdf({
      language: input.language,
      studentName,
      period: { from: input.from, to: input.to },
      issuedOn: dayOf(this.options.now(), this.options.timeZone),
      accounts: statementOf(entries, { from: input.from, to: input.to }),
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
    hasPurchases: boolean,
  ): Promise<void> {
    if (viewer.kind === 'student') {
      if (studentId !== viewer.userId) throw new AppException('FORBIDDEN', 'common.forbidden');
      return;
    }
    if (viewer.kind === 'admin') {
      // A student who has left every group keeps their purchases: their statement is still the admin's to print.
      if (hasPurchases || (await this.scope.includes(actor, studentId))) return;
      throw new AppException('NOT_FOUND', 'finance.studentUnknown');
    }
    if (!(await this.scope.includes(actor, studentId)))
      throw new AppException('FORBIDDEN', 'finance.studentNotYours');
  }
}
