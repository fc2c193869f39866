import { Inject, Injectable } from '@nestjs/common';
import type { ReportCard, TermWork } from '@crescendo/contracts';
import { dayOf } from '@crescendo/domain';
import { Db } from '@crescendo/service-kit';
import { reportCardPdfDocument } from '../report-card-pdf.js';
import { REPORTS_OPTIONS, type ReportsOptions } from '../reports.options.js';
import { TERM_STORE, type TermStore } from '../term.store.js';
import { TERM_WORK, noWork, type TermWorkPort } from '../term-work.js';
import { BATCH_FILES } from './batch-files.providers.js';
import type { BatchFiles } from './batch-files.js';
import { slug } from './slug.js';
import { cardsPage, findBatch, markProgress, markReady, markRunning } from './report-card-batch.store.js';

/** Cards read, and their drafts' work asked of homework, this many at a time. */
export const batchPageSize = 100;

/** The zip's entry of a card: its group's folder, then the student. */
export function entryName(card: ReportCard, studentName: string | null, language: 'fr' | 'en'): string {
  const prefix = language === 'fr' ? 'bulletin' : 'report-card';
  return `${slug(card.groupName, 'groupe')}/${prefix}-${slug(studentName, 'eleve')}.pdf`;
}

/**
 * Renders a batch's cards into its zip, a page at a time: each PDF streamed from pdfkit into the zip's file,
 * never more than one card's bytes held; the progress written every page. A published card prints the work
 * kept with it, a draft the term's work as homework counts it now (a system request, as for the single PDF).
 */
@Injectable()
export class ReportCardBatchRenderer {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(TERM_STORE) private readonly terms: TermStore,
    @Inject(TERM_WORK) private readonly work: TermWorkPort,
    @Inject(BATCH_FILES) private readonly files: BatchFiles,
    @Inject(REPORTS_OPTIONS) private readonly options: ReportsOptions,
  ) {}

  /** Null when the batch is gone or no longer to render (a job run twice). */
  async render(
    batchId: string,
    names: Record<string, string>,
    progress: (done: number, total: number) => Promise<void>,
  ): Promise<{ expiresAt: Date } | null> {
    const batch = await findBatch(this.db, batchId);
    if (!batch || (batch.status !== 'queued' && batch.status !== 'running')) return null;
    const term = await this.terms.findTerm(this.db, batch.organizationId, batch.termId);
    if (!term) throw new Error(`term ${batch.termId} is gone`);
    await markRunning(this.db, batch.id);
    const zip = await this.files.create(batch.organizationId, batch.id);
    const today = dayOf(this.options.now(), this.options.timeZone);
    const at = this.options.now();
    let done = 0;
    try {
      let after: { groupId: string; id: string } | null = null;
      for (;;) {
        const page = await cardsPage(
          this.db,
          batch.organizationId,
          batch.termId,
          batch.groupId,
          after,
          batchPageSize,
        );
        if (page.length === 0) break;
        const work = await this.draftsWork(batch.organizationId, page, term, today);
        for (const card of page) {
          const studentName = names[card.studentId] ?? null;
          const doc = reportCardPdfDocument({
            language: batch.language,
            card,
            term,
            work: card.work ?? work.get(`${card.groupId}/${card.studentId}`) ?? noWork,
            studentName,
          });
          await zip.add(entryName(card, studentName, batch.language), doc, at);
          done += 1;
        }
        await markProgress(this.db, batch.id, done);
        await progress(done, batch.total);
        const last = page[page.length - 1]!;
        after = { groupId: last.groupId, id: last.id };
      }
      const { size, sha256 } = await zip.finish();
      const expiresAt = new Date(this.options.now().getTime() + this.options.batchKeptMs);
      await markReady(this.db, batch.id, { done, size, sha256, expiresAt });
      return { expiresAt };
    } catch (error) {
      await zip.abort();
      throw error;
    }
  }

  /** The term's work of a page's drafts, one request to homework per group. */
  private async draftsWork(
    organizationId: string,
    page: ReportCard[],
    term: { startsOn: string; endsOn: string },
    today: string,
  ): Promise<Map<string, TermWork>> {
    const byGroup = new Map<string, string[]>();
    for (const card of page)
      if (!card.work) byGroup.set(card.groupId, [...(byGroup.get(card.groupId) ?? []), card.studentId]);
    const work = new Map<string, TermWork>();
    for (const [groupId, studentIds] of byGroup) {
      const counted = await this.work.of(organizationId, groupId, studentIds, term, today);
      for (const [studentId, figures] of counted) work.set(`${groupId}/${studentId}`, figures);
    }
    return work;
  }
}
