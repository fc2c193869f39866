import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor, PayloadOf, addBankComment, listBankComments } from '@crescendo/contracts';
import { AppException, Db, requireStaff } from '@crescendo/service-kit';
import { COMMENT_STORE, decodeCommentCursor, type CommentStore } from './comment.store.js';
import { REPORTS_OPTIONS, type ReportsOptions } from './reports.options.js';

/**
 * The 'Banque de commentaires' (issue 29 §3): the school's comments (its admin writes them) and each
 * teacher's own, per competency and language. A teacher never sees another teacher's own comments.
 */
@Injectable()
export class CommentBankService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(COMMENT_STORE) private readonly store: CommentStore,
    @Inject(REPORTS_OPTIONS) private readonly options: ReportsOptions,
  ) {}

  async list(actor: Actor | null, query: PayloadOf<typeof listBankComments>) {
    const viewer = requireStaff(actor);
    const after = query.cursor ? decodeCommentCursor(query.cursor) : null;
    const page = await this.store.commentsPage(
      this.db,
      {
        organizationId: viewer.organizationId,
        ownerId: viewer.userId,
        topic: query.topic,
        language: query.language,
      },
      after,
      query.limit,
    );
    return { comments: page.items, nextCursor: page.nextCursor };
  }

  async add(actor: Actor | null, input: PayloadOf<typeof addBankComment>) {
    const viewer = requireStaff(actor);
    if (input.scope === 'school' && viewer.kind !== 'admin')
      throw new AppException('FORBIDDEN', 'reports.schoolCommentAdminOnly');
    return this.store.insertComment(this.db, {
      id: randomUUID(),
      organizationId: viewer.organizationId,
      ownerId: input.scope === 'school' ? null : viewer.userId,
      topic: input.topic,
      language: input.language,
      text: input.text,
      at: this.options.now(),
      by: viewer.userId,
    });
  }

  async remove(actor: Actor | null, commentId: string) {
    const viewer = requireStaff(actor);
    const owner = await this.store.commentOwner(this.db, viewer.organizationId, commentId);
    if (owner === undefined || (owner !== null && owner !== viewer.userId))
      throw new AppException('NOT_FOUND', 'reports.commentNotFound');
    if (owner === null && viewer.kind !== 'admin')
      throw new AppException('FORBIDDEN', 'reports.schoolCommentAdminOnly');
    await this.store.deleteComment(this.db, viewer.organizationId, commentId);
    return { deleted: true as const };
  }
}
