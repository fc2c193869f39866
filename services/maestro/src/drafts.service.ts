import { Inject, Injectable } from '@nestjs/common';
import type { Actor, MaestroDraft } from '@crescendo/contracts';
import { AppException, Db } from '@crescendo/service-kit';
import { approve, findDraft, toDraft, updateSentences, type DraftRow } from './draft.store.js';
import { MAESTRO_OPTIONS, type MaestroOptions } from './maestro.options.js';
import { DraftReview } from './draft-review.js';
import { AiOutputReads } from './ai-output-reads.js';

/**
 * A draft is read, edited and approved by a teacher of its group (groups decides, asked as the actor) while
 * Maestro IA is on for it. Editing changes the texts, never the records a sentence rests on; approving is
 * once, and signs the output with the approver's name.
 */
@Injectable()
export class DraftsService {
  constructor(
    @Inject(DraftReview) private readonly review: DraftReview,
    @Inject(Db) private readonly db: Db,
    @Inject(MAESTRO_OPTIONS) private readonly options: MaestroOptions,
    @Inject(AiOutputReads) private readonly reads: AiOutputReads,
  ) {}

  async get(actor: Actor | null, draftId: string): Promise<MaestroDraft> {
    const row = await this.readable(actor, draftId);
    await this.reads.record(actor, `bilan:${row.id}`, [row.student_id]);
    return toDraft(row);
  }

  async edit(actor: Actor | null, draftId: string, texts: string[]): Promise<MaestroDraft> {
    const row = await this.readable(actor, draftId);
    if (row.approved_at) throw new AppException('CONFLICT', 'maestro.alreadyApproved');
    if (texts.length !== row.sentences.length)
      throw new AppException('VALIDATION_FAILED', 'maestro.sentenceCount', {
        params: { count: row.sentences.length },
      });
    const sentences = row.sentences.flatMap((sentence, index) =>
      texts[index] ? [{ ...sentence, text: texts[index] }] : [],
    );
    if (sentences.length === 0)
      throw new AppException('VALIDATION_FAILED', 'validation.maestroSentencesRequired');
    const updated = await updateSentences(this.db, row.id, sentences, this.options.now());
    if (!updated) throw new AppException('CONFLICT', 'maestro.alreadyApproved');
    return toDraft(updated);
  }

  async approve(actor: Actor | null, draftId: string): Promise<MaestroDraft> {
    const row = await this.readable(actor, draftId);
    if (row.approved_at) throw new AppException('CONFLICT', 'maestro.alreadyApproved');
    const approver = await this.review.approver(actor!);
    const approved = await approve(this.db, row.id, approver, this.options.now());
    if (!approved) throw new AppException('CONFLICT', 'maestro.alreadyApproved');
    return toDraft(approved);
  }

  private readable(actor: Actor | null, draftId: string): Promise<DraftRow> {
    return this.review.readable(actor, (organizationId) => findDraft(this.db, organizationId, draftId));
  }
}
