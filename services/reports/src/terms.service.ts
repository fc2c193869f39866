import { Inject, Injectable } from '@nestjs/common';
import type { Actor, PayloadOf, setTerms } from '@crescendo/contracts';
import { defaultTerms } from '@crescendo/domain';
import { AppException, Db, viewerOf } from '@crescendo/service-kit';
import { REPORTS_OPTIONS, type ReportsOptions } from './reports.options.js';
import { TERM_STORE, type TermStore } from './term.store.js';

/**
 * The school's terms ('Étapes', issue 29 §3): its admin sets them per school year; everyone of the school
 * reads them. While a year has none, the Régime pédagogique's default is proposed, never stored by itself.
 */
@Injectable()
export class TermsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(TERM_STORE) private readonly store: TermStore,
    @Inject(REPORTS_OPTIONS) private readonly options: ReportsOptions,
  ) {}

  async list(actor: Actor | null, schoolYear: string) {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    const terms = await this.store.listTerms(this.db, viewer.organizationId, schoolYear);
    return { schoolYear, terms, proposal: terms.length === 0 ? defaultTerms(schoolYear) : null };
  }

  /** 'Enregistrer les étapes': the school's admin alone; a term with report cards cannot be left out. */
  async set(actor: Actor | null, input: PayloadOf<typeof setTerms>) {
    const viewer = viewerOf(actor);
    if (viewer.kind !== 'admin') throw new AppException('FORBIDDEN', 'reports.termsAdminOnly');
    const outcome = await this.db.transaction(async (tx) => {
      const done = await this.store.replaceTerms(
        tx,
        viewer.organizationId,
        input.schoolYear,
        input.terms,
        this.options.now(),
        viewer.userId,
      );
      if (done === 'termInUse') throw new AppException('CONFLICT', 'reports.termInUse');
      if (done === 'termNotFound') throw new AppException('NOT_FOUND', 'reports.termNotFound');
      return this.store.listTerms(tx, viewer.organizationId, input.schoolYear);
    });
    return { schoolYear: input.schoolYear, terms: outcome };
  }
}
