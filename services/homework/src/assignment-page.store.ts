import type { AssignmentCounts } from '@crescendo/contracts';
import { AppException, type Db } from '@crescendo/service-kit';
import { selectAssignments, type AssignmentRow } from './assignment.store.js';

/**
 * Whose assignments a list reads: some groups' (a teacher's, an admin's one group), the organisation's (an
 * admin), or those given to a student (in one group, if asked).
 */
export type AssignmentScope =
  | { kind: 'groups'; groupIds: string[] }
  | { kind: 'organization' }
  | { kind: 'student'; studentId: string; groupId: string | null };

/** Where a page ends, in the list's order (due ↓, id ↓); `dueAt` with PostgreSQL's microseconds. */
export interface AssignmentCursor {
  dueAt: string;
  id: string;
}

const cursorPattern =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** Opaque to clients: base64url of the two keys. */
export function encodeAssignmentCursor(cursor: AssignmentCursor): string {
  return Buffer.from(`${cursor.dueAt}|${cursor.id}`).toString('base64url');
}

/** A cursor this service wrote, or VALIDATION_FAILED on `cursor`. */
export function decodeAssignmentCursor(text: string): AssignmentCursor {
  const match = cursorPattern.exec(Buffer.from(text, 'base64url').toString());
  if (!match) throw AppException.invalid({ cursor: 'validation.cursor' });
  return { dueAt: match[1]!, id: match[2]! };
}

/** The WHERE of a scope, its parameters appended to `values` ($1 is the organisation). */
function scopeWhere(scope: AssignmentScope, values: unknown[]): string[] {
  const param = (value: unknown, cast: string) => `$${values.push(value)}::${cast}`;
  const where = ['a.organization_id = $1'];
  if (scope.kind === 'groups') where.push(`a.group_id = ANY(${param(scope.groupIds, 'uuid[]')})`);
  if (scope.kind === 'student') {
    where.push(
      `EXISTS (SELECT 1 FROM assignment_students s WHERE s.assignment_id = a.id AND s.student_id = ${param(scope.studentId, 'uuid')})`,
    );
    if (scope.groupId) where.push(`a.group_id = ${param(scope.groupId, 'uuid')}`);
  }
  return where;
}

/**
 * A page of assignments, latest due first: `limit` rows and the cursor of the next page (null on the last).
 * Keyset: `(due_at, id) < cursor`, `limit + 1` rows read, the last one only saying that more follow.
 */
export async function assignmentsPage(
  db: Db,
  organizationId: string,
  scope: AssignmentScope,
  after: AssignmentCursor | null,
  limit: number,
): Promise<{ rows: AssignmentRow[]; nextCursor: string | null }> {
  const values: unknown[] = [organizationId];
  const student = scope.kind === 'student' ? `$${values.push(scope.studentId)}` : null;
  const where = scopeWhere(scope, values);
  if (after)
    where.push(
      `(a.due_at, a.id) < ($${values.push(after.dueAt)}::timestamptz, $${values.push(after.id)}::uuid)`,
    );
  const rows: AssignmentRow[] = await db.query(
    `${selectAssignments(student)} WHERE ${where.join(' AND ')}
     ORDER BY a.due_at DESC, a.id DESC LIMIT $${values.push(limit + 1)}::int`,
    values,
  );
  if (rows.length <= limit) return { rows, nextCursor: null };
  const last = rows[limit - 1]!;
  return {
    rows: rows.slice(0, limit),
    nextCursor: encodeAssignmentCursor({ dueAt: last.due_key, id: last.id }),
  };
}

/**
 * Counted by PostgreSQL over the whole scope, whatever the page: assignments, those due before `now`
 * ('En retard'), submissions received and expected (a student's: their own).
 */
export async function assignmentCounts(
  db: Db,
  organizationId: string,
  scope: AssignmentScope,
  now: Date,
): Promise<AssignmentCounts> {
  const values: unknown[] = [organizationId];
  const where = scopeWhere(scope, values);
  const nowParam = `$${values.push(now)}::timestamptz`;
  const own = scope.kind === 'student' ? `AND s.student_id = $${values.push(scope.studentId)}::uuid` : '';
  const [counts]: AssignmentCounts[] = await db.query(
    `SELECT count(*)::int AS assignments,
       (count(*) FILTER (WHERE a.due_at < ${nowParam}))::int AS late,
       COALESCE(sum((SELECT count(*) FROM submissions u JOIN assignment_students s
                       ON s.assignment_id = u.assignment_id AND s.student_id = u.student_id
                     WHERE u.assignment_id = a.id ${own})), 0)::int AS submitted,
       COALESCE(sum((SELECT count(*) FROM assignment_students s WHERE s.assignment_id = a.id ${own})), 0)::int
         AS expected
     FROM assignments a WHERE ${where.join(' AND ')}`,
    values,
  );
  return counts!;
}

/**
 * Pages of assignments and their counts: what a service injects under `ASSIGNMENT_PAGE_STORE`
 * (decision 0047, "Stores injected"); a unit test hands it a fake of the same type.
 */
export const assignmentPageStore = { assignmentsPage, assignmentCounts };
export type AssignmentPageStore = typeof assignmentPageStore;
export const ASSIGNMENT_PAGE_STORE = Symbol('AssignmentPageStore');
