import type { CommentDraft, MaestroModelInfo, ReportCompetency, ReportLanguage } from '@crescendo/contracts';
import { decodeCursor, instantKey, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';

export interface CommentDraftRow {
  id: string;
  organization_id: string;
  request_id: string;
  group_id: string;
  term_id: string;
  student_id: string;
  language: ReportLanguage;
  competency: ReportCompetency | null;
  text: string;
  model: MaestroModelInfo;
  edited: boolean;
  created_by: string | null;
  created_at: Date;
  approved_by: string | null;
  approved_by_name: string | null;
  approved_at: Date | null;
  created_key: string;
}

const columns = `id, organization_id, request_id, group_id, term_id, student_id, language, competency, text, model,
  edited, created_by, created_at, approved_by, approved_by_name, approved_at,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_key`;

export interface NewCommentDraft {
  id: string;
  organizationId: string;
  requestId: string;
  groupId: string;
  termId: string;
  studentId: string;
  language: ReportLanguage;
  competency: ReportCompetency | null;
  text: string;
  model: MaestroModelInfo;
  createdBy: string;
  at: Date;
}

export async function insertCommentDraft(db: Db, draft: NewCommentDraft): Promise<CommentDraftRow> {
  const [row] = await db.query<CommentDraftRow[]>(
    `INSERT INTO comment_drafts (id, organization_id, request_id, group_id, term_id, student_id, language, text,
                                 model, created_by, created_at, competency)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     RETURNING ${columns}`,
    [
      draft.id,
      draft.organizationId,
      draft.requestId,
      draft.groupId,
      draft.termId,
      draft.studentId,
      draft.language,
      draft.text,
      JSON.stringify(draft.model),
      draft.createdBy,
      draft.at,
      draft.competency,
    ],
  );
  return row!;
}

export async function findCommentDraft(
  db: Db,
  organizationId: string,
  draftId: string,
): Promise<CommentDraftRow | undefined> {
  const [row] = await db.query<CommentDraftRow[]>(
    `SELECT ${columns} FROM comment_drafts WHERE organization_id = $1 AND id = $2`,
    [organizationId, draftId],
  );
  return row;
}

export const decodeCommentDraftCursor = (cursor: string) => decodeCursor(cursor, instantKey);

/** The group's drafts of the term still to approve, newest first (then id), a page at a time. */
export async function pendingCommentDraftPage(
  db: Db,
  organizationId: string,
  scope: { groupId: string; termId: string },
  after: PageCursor | null,
  limit: number,
) {
  const rows = await db.query<CommentDraftRow[]>(
    `SELECT ${columns} FROM comment_drafts
     WHERE organization_id = $1 AND group_id = $2 AND term_id = $3 AND approved_at IS NULL
       AND ($4::timestamptz IS NULL OR (created_at, id) < ($4::timestamptz, $5::uuid))
     ORDER BY created_at DESC, id DESC
     LIMIT $6`,
    [organizationId, scope.groupId, scope.termId, after?.key ?? null, after?.id ?? null, limit + 1],
  );
  return pageOf(rows, limit, toCommentDraft, (row) => ({ key: row.created_key, id: row.id }));
}

/** Approves once (undefined: approved meanwhile), with the text as the teacher left it; the log says it too. */
export async function approveCommentDraftRow(
  db: Db,
  draftId: string,
  text: string,
  approver: { id: string; name: string },
  at: Date,
): Promise<CommentDraftRow | undefined> {
  return db.transaction(async (tx) => {
    const [[row]] = await tx.query<[CommentDraftRow[], number]>(
      `UPDATE comment_drafts SET text = $2, edited = edited OR text <> $2, approved_by = $3,
         approved_by_name = $4, approved_at = $5
       WHERE id = $1 AND approved_at IS NULL RETURNING ${columns}`,
      [draftId, text, approver.id, approver.name, at],
    );
    if (row)
      await tx.query(`UPDATE requests SET approved_by = $2, approved_at = $3 WHERE id = $1`, [
        row.request_id,
        approver.id,
        at,
      ]);
    return row;
  });
}

/** Discards a draft not yet approved (false: none such). */
export async function discardCommentDraftRow(db: Db, draftId: string): Promise<boolean> {
  const rows = await db.query<Array<{ id: string }>>(
    `DELETE FROM comment_drafts WHERE id = $1 AND approved_at IS NULL RETURNING id`,
    [draftId],
  );
  // A DELETE with RETURNING answers `[rows, affected]` (the kit's Db, as TypeORM).
  const [deleted] = rows as unknown as [Array<{ id: string }>, number];
  return Array.isArray(deleted) ? deleted.length > 0 : rows.length > 0;
}

export function toCommentDraft(row: CommentDraftRow): CommentDraft {
  const approved = row.approved_at !== null;
  return {
    id: row.id,
    groupId: row.group_id,
    termId: row.term_id,
    studentId: row.student_id,
    language: row.language,
    competency: row.competency,
    text: row.text,
    status: approved ? 'approved' : 'draft',
    model: row.model,
    createdAt: row.created_at.toISOString(),
    edited: row.edited,
    approvedBy: approved ? { id: row.approved_by, name: row.approved_by_name } : null,
    approvedAt: row.approved_at?.toISOString() ?? null,
  };
}
