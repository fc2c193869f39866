import type { BankComment, ReportLanguage } from '@crescendo/contracts';
import { decodeCursor, instantKey, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';

interface CommentRow {
  id: string;
  owner_id: string | null;
  topic: BankComment['topic'];
  language: ReportLanguage;
  text: string;
  created_at: Date;
  /** The instant with microseconds, for the cursor. */
  created_key: string;
}

const commentOf = (row: CommentRow): BankComment => ({
  id: row.id,
  topic: row.topic,
  language: row.language,
  text: row.text,
  scope: row.owner_id === null ? 'school' : 'mine',
  createdAt: row.created_at.toISOString(),
});

export interface CommentWrite {
  id: string;
  organizationId: string;
  /** Null: the school's comment. */
  ownerId: string | null;
  topic: BankComment['topic'];
  language: ReportLanguage;
  text: string;
  at: Date;
  by: string;
}

export async function insertComment(db: Db, write: CommentWrite): Promise<BankComment> {
  const [row] = await db.query<CommentRow[]>(
    `INSERT INTO bank_comments (id, organization_id, owner_id, topic, language, text, created_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING id, owner_id, topic, language, text, created_at, '' AS created_key`,
    [
      write.id,
      write.organizationId,
      write.ownerId,
      write.topic,
      write.language,
      write.text,
      write.at,
      write.by,
    ],
  );
  return commentOf(row!);
}

export interface CommentQuery {
  organizationId: string;
  /** The teacher whose own comments come with the school's. */
  ownerId: string;
  topic?: BankComment['topic'];
  language?: ReportLanguage;
}

export const decodeCommentCursor = (cursor: string) => decodeCursor(cursor, instantKey);

/** The school's comments and the owner's, newest first (then id), a page at a time. */
export async function commentsPage(db: Db, query: CommentQuery, after: PageCursor | null, limit: number) {
  const rows = await db.query<CommentRow[]>(
    `SELECT id, owner_id, topic, language, text, created_at,
       to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_key
     FROM bank_comments
     WHERE organization_id = $1 AND (owner_id IS NULL OR owner_id = $2)
       AND ($3::text IS NULL OR topic = $3) AND ($4::text IS NULL OR language = $4)
       AND ($5::timestamptz IS NULL OR (created_at, id) < ($5::timestamptz, $6::uuid))
     ORDER BY created_at DESC, id DESC
     LIMIT $7`,
    [
      query.organizationId,
      query.ownerId,
      query.topic ?? null,
      query.language ?? null,
      after?.key ?? null,
      after?.id ?? null,
      limit + 1,
    ],
  );
  return pageOf(rows, limit, commentOf, (row) => ({ key: row.created_key, id: row.id }));
}

/** The comment's owner (null: the school's), or undefined when the school has no such comment. */
export async function commentOwner(
  db: Db,
  organizationId: string,
  id: string,
): Promise<string | null | undefined> {
  const [row] = await db.query<Array<{ owner_id: string | null }>>(
    `SELECT owner_id FROM bank_comments WHERE organization_id = $1 AND id = $2`,
    [organizationId, id],
  );
  return row ? row.owner_id : undefined;
}

export async function deleteComment(db: Db, organizationId: string, id: string): Promise<void> {
  await db.query(`DELETE FROM bank_comments WHERE organization_id = $1 AND id = $2`, [organizationId, id]);
}

/** The functions the use cases call (decision 0047, "Stores injected"): a unit test hands fakes instead. */
export const commentStore = { insertComment, commentsPage, commentOwner, deleteComment };
export type CommentStore = typeof commentStore;
export const COMMENT_STORE = Symbol('CommentStore');
