import { searchKey } from '@crescendo/domain';
import { AppException, type Db, preparedStatement } from '@crescendo/service-kit';
import type { Period, ReportRow } from './practice.store.js';

/**
 * Where a page of reports ends, in the list's order (practice day ↓, sent ↓, id ↓): the next page starts
 * after it. `submittedAt` keeps PostgreSQL's microseconds (the reply's `submittedAt` has milliseconds),
 * so two reports sent in the same millisecond are neither skipped nor read twice.
 */
export interface ReportCursor {
  practiceDate: string;
  submittedAt: string;
  id: string;
}

const cursorPattern =
  /^(\d{4}-\d{2}-\d{2})\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** Opaque to clients: base64url of the three keys. */
export function encodeCursor(cursor: ReportCursor): string {
  return Buffer.from(`${cursor.practiceDate}|${cursor.submittedAt}|${cursor.id}`).toString('base64url');
}

/** A cursor this service wrote, or VALIDATION_FAILED on `cursor`. */
export function decodeCursor(text: string): ReportCursor {
  const match = cursorPattern.exec(Buffer.from(text, 'base64url').toString());
  if (!match) throw AppException.invalid({ cursor: 'validation.cursor' });
  return { practiceDate: match[1]!, submittedAt: match[2]!, id: match[3]! };
}

export interface ReportsFilter {
  period: Period | null;
  type: 'homework' | 'general' | null;
  /** Words every report must contain (`searchKey`d), in its content, goals or assignment title. */
  words: string[];
  after: ReportCursor | null;
}

/** The search's words as the SQL compares them: `searchKey` (case and accents aside), at most 10. */
export function searchWords(search: string | undefined): string[] {
  return searchKey(search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10);
}

/**
 * `searchKey` in SQL for French text: accents off (`translate`, the letters below), then lower case. The
 * words are `searchKey`d in TypeScript, so 'etude' finds 'Étude' on both sides of the comparison.
 */
const accented = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸ';
const plain = [...accented].map((letter) => searchKey(letter)).join('');
const searchableText = `lower(translate(content || ' ' || next_goals || ' ' || coalesce(homework_title, ''), '${accented}', '${plain}'))`;

const columns = `id, organization_id, student_id, to_char(practice_date, 'YYYY-MM-DD') AS practice_date, duration,
    location, content, next_goals,
    to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS submitted_at,
    to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS submitted_key,
    type, homework_title, flags, flags_dismissed`;
// Qualified: a bare `practice_date` or `submitted_at` names the to_char() column of the select list, and
// PostgreSQL would sort that text instead of reading the index in its order.
const newestFirst = `practice_reports.practice_date DESC, practice_reports.submitted_at DESC, practice_reports.id DESC`;

type StudentScope = 'one' | 'some' | 'all';

/** The statement of one shape of the read, and its parameters in order. */
function reportsPageQuery(
  organizationId: string,
  studentIds: string[] | null,
  filter: ReportsFilter,
  limit: number,
): { text: string; values: unknown[]; shape: string } {
  const scope: StudentScope = studentIds === null ? 'all' : studentIds.length === 1 ? 'one' : 'some';
  const values: unknown[] = [organizationId];
  const param = (value: unknown, cast: string) => `$${values.push(value)}::${cast}`;
  const where = ['practice_reports.organization_id = $1'];
  if (scope === 'one') where.push(`practice_reports.student_id = ${param(studentIds![0], 'uuid')}`);
  const students = scope === 'some' ? param(studentIds, 'uuid[]') : '';
  if (scope === 'some') where.push('practice_reports.student_id = student.id');
  if (filter.period)
    where.push(
      `practice_reports.practice_date BETWEEN ${param(filter.period.from, 'date')} AND ${param(filter.period.to, 'date')}`,
    );
  if (filter.type) where.push(`practice_reports.type = ${param(filter.type, 'text')}`);
  if (filter.words.length > 0)
    where.push(
      `NOT EXISTS (SELECT 1 FROM unnest(${param(filter.words, 'text[]')}) AS word WHERE strpos(${searchableText}, word) = 0)`,
    );
  if (filter.after)
    where.push(
      `(practice_reports.practice_date, practice_reports.submitted_at, practice_reports.id) < (${param(filter.after.practiceDate, 'date')}, ${param(filter.after.submittedAt, 'timestamptz')}, ${param(filter.after.id, 'uuid')})`,
    );
  const take = param(limit, 'int');
  const one = `SELECT ${columns} FROM practice_reports WHERE ${where.join(' AND ')} ORDER BY ${newestFirst} LIMIT ${take}`;
  // A group: one index range per student (a lateral join), each already in order and cut at the page's
  // size, then merged; `student_id = ANY(…)` would read and sort every report of the group's period.
  const text =
    scope === 'some'
      ? `SELECT page.* FROM unnest(${students}) AS student(id) CROSS JOIN LATERAL (${one}) AS page
         ORDER BY page.practice_date DESC, page.submitted_key DESC, page.id DESC LIMIT ${take}`
      : one;
  const shape = [
    scope,
    filter.period ? 'period' : '',
    filter.type ? 'type' : '',
    filter.words.length > 0 ? 'search' : '',
    filter.after ? 'after' : '',
  ]
    .filter(Boolean)
    .join('-');
  return { text, values, shape };
}

/**
 * A page of reports of some students (null: the whole organisation), newest first: `limit` rows and
 * whether more follow. One statement reading at most `limit + 1` rows per student range (decision 0042:
 * every shape but a search is a prepared statement; a search's words change its plan's worth).
 */
export async function reportsPage(
  db: Db,
  organizationId: string,
  studentIds: string[] | null,
  filter: ReportsFilter,
  limit: number,
): Promise<{ rows: Array<ReportRow & { submitted_key: string }>; nextCursor: string | null }> {
  const query = reportsPageQuery(organizationId, studentIds, filter, limit + 1);
  const rows: Array<ReportRow & { submitted_key: string }> =
    filter.words.length > 0
      ? await db.query(query.text, query.values)
      : await db.prepared(
          preparedStatement(`homework.reports-page-${query.shape}`, query.text),
          query.values,
        );
  if (rows.length <= limit) return { rows, nextCursor: null };
  const last = rows[limit - 1]!;
  return {
    rows: rows.slice(0, limit),
    nextCursor: encodeCursor({
      practiceDate: last.practice_date,
      submittedAt: last.submitted_key,
      id: last.id,
    }),
  };
}

/**
 * Pages of practice reports: what a service injects under `PRACTICE_PAGE_STORE`
 * (decision 0047, "Stores injected"); a unit test hands it a fake of the same type.
 */
export const practicePageStore = { reportsPage };
export type PracticePageStore = typeof practicePageStore;
export const PRACTICE_PAGE_STORE = Symbol('PracticePageStore');
