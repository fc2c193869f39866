import type { LessonIdea, LessonIdeas, MaestroModelInfo, ReportLanguage } from '@crescendo/contracts';
import { decodeCursor, instantKey, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';

/** The ideas as the model answered them, names put back. */
export interface IdeasBody {
  warmUps: LessonIdea[];
  activities: LessonIdea[];
  concertFocus: string;
}

export interface LessonIdeasRow {
  id: string;
  organization_id: string;
  request_id: string;
  group_id: string;
  language: ReportLanguage;
  programme: string;
  repertoire: string[];
  concert: { title: string; day: string } | null;
  ideas: IdeasBody;
  model: MaestroModelInfo;
  created_by: string | null;
  created_at: Date;
  created_key: string;
  kept_by: string | null;
  kept_by_name: string | null;
  kept_at: Date | null;
}

const columns = `id, organization_id, request_id, group_id, language, programme, repertoire, concert, ideas, model,
  created_by, created_at, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_key,
  kept_by, kept_by_name, kept_at`;

export interface NewLessonIdeas {
  id: string;
  organizationId: string;
  requestId: string;
  groupId: string;
  language: ReportLanguage;
  programme: string;
  repertoire: string[];
  concert: { title: string; day: string } | null;
  ideas: IdeasBody;
  model: MaestroModelInfo;
  createdBy: string;
  at: Date;
}

export async function insertLessonIdeas(db: Db, ideas: NewLessonIdeas): Promise<LessonIdeasRow> {
  const [row] = await db.query<LessonIdeasRow[]>(
    `INSERT INTO lesson_ideas (id, organization_id, request_id, group_id, language, programme, repertoire, concert,
                               ideas, model, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     RETURNING ${columns}`,
    [
      ideas.id,
      ideas.organizationId,
      ideas.requestId,
      ideas.groupId,
      ideas.language,
      ideas.programme,
      JSON.stringify(ideas.repertoire),
      ideas.concert ? JSON.stringify(ideas.concert) : null,
      JSON.stringify(ideas.ideas),
      JSON.stringify(ideas.model),
      ideas.createdBy,
      ideas.at,
    ],
  );
  return row!;
}

export async function findLessonIdeas(
  db: Db,
  organizationId: string,
  id: string,
): Promise<LessonIdeasRow | undefined> {
  const [row] = await db.query<LessonIdeasRow[]>(
    `SELECT ${columns} FROM lesson_ideas WHERE organization_id = $1 AND id = $2`,
    [organizationId, id],
  );
  return row;
}

export const decodeLessonIdeasCursor = (cursor: string) => decodeCursor(cursor, instantKey);

/** The group's ideas, newest first (then id), a page at a time. */
export async function lessonIdeasPageOf(
  db: Db,
  organizationId: string,
  groupId: string,
  after: PageCursor | null,
  limit: number,
) {
  const rows = await db.query<LessonIdeasRow[]>(
    `SELECT ${columns} FROM lesson_ideas
     WHERE organization_id = $1 AND group_id = $2
       AND ($3::timestamptz IS NULL OR (created_at, id) < ($3::timestamptz, $4::uuid))
     ORDER BY created_at DESC, id DESC
     LIMIT $5`,
    [organizationId, groupId, after?.key ?? null, after?.id ?? null, limit + 1],
  );
  return pageOf(rows, limit, toLessonIdeas, (row) => ({ key: row.created_key, id: row.id }));
}

/** Kept once (undefined: kept meanwhile); the log's row says it is approved. */
export async function keepLessonIdeasRow(
  db: Db,
  id: string,
  keeper: { id: string; name: string },
  at: Date,
): Promise<LessonIdeasRow | undefined> {
  return db.transaction(async (tx) => {
    const [[row]] = await tx.query<[LessonIdeasRow[], number]>(
      `UPDATE lesson_ideas SET kept_by = $2, kept_by_name = $3, kept_at = $4
       WHERE id = $1 AND kept_at IS NULL RETURNING ${columns}`,
      [id, keeper.id, keeper.name, at],
    );
    if (row)
      await tx.query(`UPDATE requests SET approved_by = $2, approved_at = $3 WHERE id = $1`, [
        row.request_id,
        keeper.id,
        at,
      ]);
    return row;
  });
}

/** Discards ideas not yet kept (false: none such). */
export async function discardLessonIdeasRow(db: Db, id: string): Promise<boolean> {
  const rows = await db.query<Array<{ id: string }>>(
    `DELETE FROM lesson_ideas WHERE id = $1 AND kept_at IS NULL RETURNING id`,
    [id],
  );
  // A DELETE with RETURNING answers `[rows, affected]` (the kit's Db, as TypeORM).
  const [deleted] = rows as unknown as [Array<{ id: string }>, number];
  return Array.isArray(deleted) ? deleted.length > 0 : rows.length > 0;
}

export function toLessonIdeas(row: LessonIdeasRow): LessonIdeas {
  const kept = row.kept_at !== null;
  return {
    id: row.id,
    groupId: row.group_id,
    language: row.language,
    programme: row.programme,
    repertoire: row.repertoire,
    concert: row.concert,
    warmUps: row.ideas.warmUps,
    activities: row.ideas.activities,
    concertFocus: row.ideas.concertFocus,
    status: kept ? 'kept' : 'draft',
    model: row.model,
    createdAt: row.created_at.toISOString(),
    keptBy: kept ? { id: row.kept_by, name: row.kept_by_name } : null,
    keptAt: row.kept_at?.toISOString() ?? null,
  };
}
