import type { BilanSentence, MaestroDraft, MaestroFeature, MaestroModelInfo } from '@crescendo/contracts';
import type { Db } from '@crescendo/service-kit';

export interface DraftRow {
  id: string;
  organization_id: string;
  request_id: string;
  feature: MaestroFeature;
  student_id: string;
  group_id: string;
  period_from: string;
  period_to: string;
  sentences: BilanSentence[];
  model: MaestroModelInfo;
  edited: boolean;
  created_by: string | null;
  created_at: Date;
  approved_by: string | null;
  approved_by_name: string | null;
  approved_at: Date | null;
}

const columns = `id, organization_id, request_id, feature, student_id, group_id,
  to_char(period_from, 'YYYY-MM-DD') AS period_from, to_char(period_to, 'YYYY-MM-DD') AS period_to,
  sentences, model, edited, created_by, created_at, approved_by, approved_by_name, approved_at`;

export interface NewDraft {
  id: string;
  organizationId: string;
  requestId: string;
  feature: MaestroFeature;
  studentId: string;
  groupId: string;
  from: string;
  to: string;
  sentences: BilanSentence[];
  model: MaestroModelInfo;
  createdBy: string;
  at: Date;
}

export async function insertDraft(db: Db, draft: NewDraft): Promise<DraftRow> {
  const [row] = await db.query<DraftRow[]>(
    `INSERT INTO drafts (id, organization_id, request_id, feature, student_id, group_id, period_from, period_to,
                         sentences, model, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
     RETURNING ${columns}`,
    [
      draft.id,
      draft.organizationId,
      draft.requestId,
      draft.feature,
      draft.studentId,
      draft.groupId,
      draft.from,
      draft.to,
      JSON.stringify(draft.sentences),
      JSON.stringify(draft.model),
      draft.createdBy,
      draft.at,
    ],
  );
  return row!;
}

export async function findDraft(
  db: Db,
  organizationId: string,
  draftId: string,
): Promise<DraftRow | undefined> {
  const [row] = await db.query<DraftRow[]>(
    `SELECT ${columns} FROM drafts WHERE organization_id = $1 AND id = $2`,
    [organizationId, draftId],
  );
  return row;
}

/** The teacher's new texts, only while still a draft (null: approved meanwhile). */
export async function updateSentences(
  db: Db,
  draftId: string,
  sentences: BilanSentence[],
  at: Date,
): Promise<DraftRow | undefined> {
  // An UPDATE with RETURNING answers `[rows, affected]` (the kit's Db, as TypeORM).
  const [[row]] = await db.query<[DraftRow[], number]>(
    `UPDATE drafts SET sentences = $2, edited = true, updated_at = $3
     WHERE id = $1 AND approved_at IS NULL RETURNING ${columns}`,
    [draftId, JSON.stringify(sentences), at],
  );
  return row;
}

/** Approves a draft once (undefined: already approved); the log's row says it too. */
export async function approve(
  db: Db,
  draftId: string,
  approver: { id: string; name: string },
  at: Date,
): Promise<DraftRow | undefined> {
  return db.transaction(async (tx) => {
    const [[row]] = await tx.query<[DraftRow[], number]>(
      `UPDATE drafts SET approved_by = $2, approved_by_name = $3, approved_at = $4, updated_at = $4
       WHERE id = $1 AND approved_at IS NULL RETURNING ${columns}`,
      [draftId, approver.id, approver.name, at],
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

export function toDraft(row: DraftRow): MaestroDraft {
  const approved = row.approved_at !== null;
  return {
    id: row.id,
    feature: row.feature,
    studentId: row.student_id,
    groupId: row.group_id,
    from: row.period_from,
    to: row.period_to,
    sentences: row.sentences,
    status: approved ? 'approved' : 'draft',
    model: row.model,
    createdAt: row.created_at.toISOString(),
    edited: row.edited,
    approvedBy: approved ? { id: row.approved_by, name: row.approved_by_name } : null,
    approvedAt: row.approved_at?.toISOString() ?? null,
  };
}
