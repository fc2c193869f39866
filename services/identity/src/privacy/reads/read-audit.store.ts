import {
  readAuditRetentionDays,
  type FilesRead,
  type ReadCategory,
  type ReadReviewKind,
} from '@crescendo/contracts';
import { decodeCursor, instantKey, pageOf, type Db } from '@crescendo/service-kit';

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const nameOf = (alias: string) =>
  `nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), '')`;
/** The school's days are Quebec's. */
const zone = 'America/Toronto';

export interface ReadLogRow {
  id: string;
  read_at: string;
  reader_id: string | null;
  reader_name: string | null;
  student_id: string;
  student_name: string | null;
  category: ReadCategory;
  reference: string;
  basis: 'teaches-group' | 'admin-right';
}

export interface ReadReviewRow {
  id: string;
  kind: ReadReviewKind;
  reader_id: string | null;
  reader_name: string | null;
  students: number;
  category: ReadCategory;
  raised_at: string;
  reviewed_at: string | null;
  reviewed_by_name: string | null;
}

/**
 * The read's students, one row each, in the log. A student or a school that identity no longer knows (erased
 * meanwhile) is left out rather than refused: the event would otherwise be retried for nothing. Answers the
 * students logged.
 */
export async function insertReads(db: Db, eventId: string, read: FilesRead): Promise<string[]> {
  const rows: Array<{ student_id: string }> = await db.query(
    `INSERT INTO read_audit (id, event_id, organization_id, reader_id, student_id, category, reference, basis, read_at)
     SELECT gen_random_uuid(), $1, o.id, r.id, s.id, $4, $5, $6, $7
       FROM (SELECT DISTINCT unnest($8::uuid[]) AS student_id) AS asked
       JOIN users s ON s.id = asked.student_id
       JOIN organizations o ON o.id = $2
       LEFT JOIN users r ON r.id = $3
     RETURNING student_id`,
    [
      eventId,
      read.organizationId,
      read.readerId,
      read.category,
      read.reference,
      read.basis,
      read.readAt,
      read.studentIds,
    ],
  );
  return rows.map((row) => row.student_id);
}

/**
 * Distinct students the reader read in the school during the hour before `at` (`at` included): without the
 * event's own rows, and with them.
 */
export async function studentsReadInHour(
  db: Db,
  organizationId: string,
  readerId: string,
  at: string,
  eventId: string,
): Promise<{ before: number; with: number }> {
  const rows: Array<{ before: string; with: string }> = await db.query(
    `SELECT count(DISTINCT student_id) FILTER (WHERE event_id <> $4) AS before,
            count(DISTINCT student_id) AS with
       FROM read_audit
      WHERE organization_id = $1 AND reader_id = $2
        AND read_at > $3::timestamptz - interval '1 hour' AND read_at <= $3::timestamptz`,
    [organizationId, readerId, at, eventId],
  );
  return { before: Number(rows[0]?.before ?? 0), with: Number(rows[0]?.with ?? 0) };
}

/** Whether the person also holds the teacher role in the school (identity's own memberships). */
export async function teachesInSchool(db: Db, organizationId: string, userId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM memberships WHERE organization_id = $1 AND user_id = $2 AND role = 'teacher'`,
    [organizationId, userId],
  );
  return rows.length > 0;
}

export async function insertReview(
  db: Db,
  review: {
    organizationId: string;
    kind: ReadReviewKind;
    readerId: string;
    students: number;
    category: ReadCategory;
    raisedAt: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO read_reviews (id, organization_id, kind, reader_id, students, category, raised_at)
     SELECT gen_random_uuid(), $1, $2, u.id, $4, $5, $6 FROM (SELECT $3::uuid AS id) AS asked
       LEFT JOIN users u ON u.id = asked.id`,
    [review.organizationId, review.kind, review.readerId, review.students, review.category, review.raisedAt],
  );
}

export interface ReadLogFilters {
  studentId?: string | undefined;
  readerId?: string | undefined;
  category?: ReadCategory | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The school's log, newest first, filtered; keyset pages on (read_at, id) descending. */
export async function readLogPage(
  db: Db,
  organizationId: string,
  filters: ReadLogFilters,
  page: { cursor?: string | undefined; limit: number },
): Promise<{ items: ReadLogRow[]; nextCursor: string | null }> {
  const after = page.cursor ? decodeCursor(page.cursor, instantKey) : null;
  const rows: ReadLogRow[] = await db.query(
    `SELECT a.id, ${utc('a.read_at')} AS read_at, a.reader_id, ${nameOf('r')} AS reader_name,
            a.student_id, ${nameOf('s')} AS student_name, a.category, a.reference, a.basis
       FROM read_audit a
       LEFT JOIN users r ON r.id = a.reader_id
       LEFT JOIN users s ON s.id = a.student_id
      WHERE a.organization_id = $1
        AND ($2::uuid IS NULL OR a.student_id = $2)
        AND ($3::uuid IS NULL OR a.reader_id = $3)
        AND ($4::text IS NULL OR a.category = $4)
        AND ($5::date IS NULL OR a.read_at >= ($5::date::timestamp AT TIME ZONE '${zone}'))
        AND ($6::date IS NULL OR a.read_at < (($6::date + 1)::timestamp AT TIME ZONE '${zone}'))
        AND ($7::timestamptz IS NULL OR (a.read_at, a.id) < ($7::timestamptz, $8::uuid))
      ORDER BY a.read_at DESC, a.id DESC
      LIMIT $9`,
    [
      organizationId,
      filters.studentId ?? null,
      filters.readerId ?? null,
      filters.category ?? null,
      filters.from ?? null,
      filters.to ?? null,
      after?.key ?? null,
      after?.id ?? null,
      page.limit + 1,
    ],
  );
  return pageOf(
    rows,
    page.limit,
    (row) => row,
    (row) => ({ key: row.read_at, id: row.id }),
  );
}

const reviewColumns = `v.id, v.kind, v.reader_id, ${nameOf('r')} AS reader_name, v.students, v.category,
  ${utc('v.raised_at')} AS raised_at, ${utc('v.reviewed_at')} AS reviewed_at, ${nameOf('b')} AS reviewed_by_name`;
const reviewJoins = `LEFT JOIN users r ON r.id = v.reader_id LEFT JOIN users b ON b.id = v.reviewed_by`;

/** The entries raised for review (`open`: not yet examined), newest first; keyset on (raised_at, id). */
export async function readReviewsPage(
  db: Db,
  organizationId: string,
  status: 'open' | 'all',
  page: { cursor?: string | undefined; limit: number },
): Promise<{ items: ReadReviewRow[]; nextCursor: string | null }> {
  const after = page.cursor ? decodeCursor(page.cursor, instantKey) : null;
  const rows: ReadReviewRow[] = await db.query(
    `SELECT ${reviewColumns} FROM read_reviews v ${reviewJoins}
      WHERE v.organization_id = $1 AND ($2::boolean OR v.reviewed_at IS NULL)
        AND ($3::timestamptz IS NULL OR (v.raised_at, v.id) < ($3::timestamptz, $4::uuid))
      ORDER BY v.raised_at DESC, v.id DESC
      LIMIT $5`,
    [organizationId, status === 'all', after?.key ?? null, after?.id ?? null, page.limit + 1],
  );
  return pageOf(
    rows,
    page.limit,
    (row) => row,
    (row) => ({ key: row.raised_at, id: row.id }),
  );
}

/** 'Marquer comme examinée' (once: the first examiner stays); null when the school has no such entry. */
export async function markReviewed(
  db: Db,
  organizationId: string,
  reviewId: string,
  by: string,
): Promise<ReadReviewRow | null> {
  await db.query(
    `UPDATE read_reviews SET reviewed_at = now(), reviewed_by = $3
      WHERE id = $1 AND organization_id = $2 AND reviewed_at IS NULL`,
    [reviewId, organizationId, by],
  );
  const rows: ReadReviewRow[] = await db.query(
    `SELECT ${reviewColumns} FROM read_reviews v ${reviewJoins} WHERE v.id = $1 AND v.organization_id = $2`,
    [reviewId, organizationId],
  );
  return rows[0] ?? null;
}

/**
 * The retention purge's part (decision 0067): reads and their review entries older than a year go. Answers the
 * rows removed per school and table.
 */
export async function purgeExpiredReads(
  db: Db,
  now: Date,
): Promise<Array<{ table: string; organizationId: string; rows: number }>> {
  const removed: Array<{ table: string; organizationId: string; rows: number }> = [];
  for (const [table, column] of [
    ['read_audit', 'read_at'],
    ['read_reviews', 'raised_at'],
  ] as const) {
    const rows: Array<{ organization_id: string; rows: string }> = await db.query(
      `WITH gone AS (
         DELETE FROM ${table} WHERE ${column} < $1::timestamptz - interval '${readAuditRetentionDays} days'
         RETURNING organization_id)
       SELECT organization_id, count(*) AS rows FROM gone GROUP BY organization_id ORDER BY organization_id`,
      [now.toISOString()],
    );
    removed.push(
      ...rows.map((row) => ({ table, organizationId: row.organization_id, rows: Number(row.rows) })),
    );
  }
  return removed;
}
