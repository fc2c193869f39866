import type {
  CompetencyComments,
  CompetencyMarks,
  PublishedReportCard,
  ReportCard,
  TermWork,
} from '@crescendo/contracts';
import { decodeCursor, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';

export interface CardRow {
  id: string;
  term_id: string;
  group_id: string;
  student_id: string;
  group_name: string;
  mark_create: number | null;
  mark_perform: number | null;
  mark_appreciate: number | null;
  comment: string;
  comment_create: string;
  comment_perform: string;
  comment_appreciate: string;
  status: ReportCard['status'];
  work: TermWork | null;
  published_at: Date | null;
  updated_at: Date;
}

export const cardColumns = `c.id, c.term_id, c.group_id, c.student_id, c.group_name, c.mark_create, c.mark_perform,
  c.mark_appreciate, c.comment, c.comment_create, c.comment_perform, c.comment_appreciate, c.status, c.work, c.published_at, c.updated_at`;

export const cardOf = (row: CardRow): ReportCard => ({
  id: row.id,
  termId: row.term_id,
  groupId: row.group_id,
  studentId: row.student_id,
  groupName: row.group_name,
  marks: { create: row.mark_create, perform: row.mark_perform, appreciate: row.mark_appreciate },
  comment: row.comment,
  competencyComments: {
    create: row.comment_create,
    perform: row.comment_perform,
    appreciate: row.comment_appreciate,
  },
  status: row.status,
  work: row.work,
  publishedAt: row.published_at?.toISOString() ?? null,
  updatedAt: row.updated_at.toISOString(),
});

export async function findCard(db: Db, organizationId: string, id: string): Promise<ReportCard | null> {
  const [row] = await db.query<CardRow[]>(
    `SELECT ${cardColumns} FROM report_cards c WHERE c.organization_id = $1 AND c.id = $2`,
    [organizationId, id],
  );
  return row ? cardOf(row) : null;
}

/** The report cards of these students for the term in the group, by student. */
export async function cardsOf(
  db: Db,
  termId: string,
  groupId: string,
  studentIds: readonly string[],
): Promise<Map<string, ReportCard>> {
  const rows = await db.query<CardRow[]>(
    `SELECT ${cardColumns} FROM report_cards c
     WHERE c.term_id = $1 AND c.group_id = $2 AND c.student_id = ANY($3::uuid[])`,
    [termId, groupId, studentIds],
  );
  return new Map(rows.map((row) => [row.student_id, cardOf(row)]));
}

export interface CardWrite {
  id: string;
  organizationId: string;
  termId: string;
  groupId: string;
  studentId: string;
  groupName: string;
  marks: CompetencyMarks;
  comment: string;
  /** The competencies' comments to write; one left out keeps the card's (a new card's is empty). */
  competencyComments?: Partial<CompetencyComments>;
  at: Date;
  by: string;
}

/** Written, or written again (one card per student, term and group); a published card stays published. */
export async function saveCard(db: Db, write: CardWrite): Promise<ReportCard> {
  const [row] = await db.query<CardRow[]>(
    `INSERT INTO report_cards AS c (id, organization_id, term_id, group_id, student_id, group_name, mark_create,
       mark_perform, mark_appreciate, comment, created_at, updated_at, updated_by, comment_create,
       comment_perform, comment_appreciate)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, coalesce($13, ''), coalesce($14, ''),
       coalesce($15, ''))
     ON CONFLICT (term_id, group_id, student_id) DO UPDATE
       SET group_name = EXCLUDED.group_name, mark_create = EXCLUDED.mark_create,
           mark_perform = EXCLUDED.mark_perform, mark_appreciate = EXCLUDED.mark_appreciate,
           comment = EXCLUDED.comment, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by,
           comment_create = coalesce($13, c.comment_create),
           comment_perform = coalesce($14, c.comment_perform),
           comment_appreciate = coalesce($15, c.comment_appreciate)
     RETURNING ${cardColumns}`,
    [
      write.id,
      write.organizationId,
      write.termId,
      write.groupId,
      write.studentId,
      write.groupName,
      write.marks.create,
      write.marks.perform,
      write.marks.appreciate,
      write.comment,
      write.at,
      write.by,
      write.competencyComments?.create ?? null,
      write.competencyComments?.perform ?? null,
      write.competencyComments?.appreciate ?? null,
    ],
  );
  return cardOf(row!);
}

/**
 * 'Publier': from now on its student reads it, with the term's work as counted now; publishing again counts
 * the work again and keeps the first publication's instant.
 */
export async function publishCard(
  db: Db,
  organizationId: string,
  id: string,
  work: TermWork,
  at: Date,
  by: string,
) {
  // An UPDATE answers [rows, rowCount] (TypeORM's shape, kept by the kit's pooled queries).
  const [[row]] = await db.query<[CardRow[], number]>(
    `UPDATE report_cards c SET status = 'published', work = $3::jsonb, published_at = coalesce(published_at, $4),
       published_by = coalesce(published_by, $5)
     WHERE c.organization_id = $1 AND c.id = $2
     RETURNING ${cardColumns}`,
    [organizationId, id, JSON.stringify(work), at, by],
  );
  return row ? cardOf(row) : null;
}

interface PublishedRow extends CardRow {
  school_year: string;
  term_name: string;
  starts_on: string;
  ends_on: string;
  weight: number;
}

const dayKey = '\\d{4}-\\d{2}-\\d{2}';
export const decodeMyCardsCursor = (cursor: string) => decodeCursor(cursor, dayKey);

/** A student's published report cards, newest term first (then id), a page at a time. */
export async function publishedCardsPage(
  db: Db,
  organizationId: string,
  studentId: string,
  after: PageCursor | null,
  limit: number,
) {
  const rows = await db.query<PublishedRow[]>(
    `SELECT ${cardColumns}, t.school_year, t.name AS term_name, t.starts_on::text AS starts_on,
       t.ends_on::text AS ends_on, t.weight
     FROM report_cards c JOIN terms t ON t.id = c.term_id
     WHERE c.organization_id = $1 AND c.student_id = $2 AND c.status = 'published'
       AND ($3::date IS NULL OR (t.starts_on, c.id) < ($3::date, $4::uuid))
     ORDER BY t.starts_on DESC, c.id DESC
     LIMIT $5`,
    [organizationId, studentId, after?.key ?? null, after?.id ?? null, limit + 1],
  );
  return pageOf(
    rows,
    limit,
    (row): PublishedReportCard => ({
      ...cardOf(row),
      term: {
        id: row.term_id,
        schoolYear: row.school_year,
        name: row.term_name,
        startsOn: row.starts_on,
        endsOn: row.ends_on,
        weight: row.weight,
      },
    }),
    (row) => ({ key: row.starts_on, id: row.id }),
  );
}

/** The functions the use cases call (decision 0047, "Stores injected"): a unit test hands fakes instead. */
export const reportCardStore = { findCard, cardsOf, saveCard, publishCard, publishedCardsPage };
export type ReportCardStore = typeof reportCardStore;
export const REPORT_CARD_STORE = Symbol('ReportCardStore');
