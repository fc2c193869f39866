import { AppException, type Db } from '@crescendo/service-kit';
import { selectSubmissions, type SubmissionRow } from './practice.store.js';

/** Where a page of submissions ends, in their order (sent ↑, id ↑); `submittedAt` with microseconds. */
export interface SubmissionCursor {
  submittedAt: string;
  id: string;
}

const cursorPattern =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** A cursor this service wrote, or VALIDATION_FAILED on `cursor`. */
export function decodeSubmissionCursor(text: string): SubmissionCursor {
  const match = cursorPattern.exec(Buffer.from(text, 'base64url').toString());
  if (!match) throw AppException.invalid({ cursor: 'validation.cursor' });
  return { submittedAt: match[1]!, id: match[2]! };
}

/**
 * A page of an assignment's submissions (one student's, if given), first sent first: keyset on
 * `(submitted_at, id)`, `limit + 1` rows read, the last one only saying that more follow.
 */
export async function submissionsPage(
  db: Db,
  assignmentId: string,
  studentId: string | null,
  after: SubmissionCursor | null,
  limit: number,
): Promise<{ rows: SubmissionRow[]; nextCursor: string | null }> {
  const values: unknown[] = [assignmentId];
  const where = ['u.assignment_id = $1'];
  if (studentId) where.push(`u.student_id = $${values.push(studentId)}::uuid`);
  if (after)
    where.push(
      `(u.submitted_at, u.id) > ($${values.push(after.submittedAt)}::timestamptz, $${values.push(after.id)}::uuid)`,
    );
  const rows: SubmissionRow[] = await db.query(
    `${selectSubmissions} WHERE ${where.join(' AND ')}
     ORDER BY u.submitted_at, u.id LIMIT $${values.push(limit + 1)}::int`,
    values,
  );
  if (rows.length <= limit) return { rows, nextCursor: null };
  const last = rows[limit - 1]!;
  return {
    rows: rows.slice(0, limit),
    nextCursor: Buffer.from(`${last.submitted_key}|${last.id}`).toString('base64url'),
  };
}

/**
 * Pages of an assignment's submissions: what a service injects under `SUBMISSION_PAGE_STORE`
 * (decision 0047, "Stores injected"); a unit test hands it a fake of the same type.
 */
export const submissionPageStore = { submissionsPage };
export type SubmissionPageStore = typeof submissionPageStore;
export const SUBMISSION_PAGE_STORE = Symbol('SubmissionPageStore');
