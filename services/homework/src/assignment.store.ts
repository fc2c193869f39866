import type { Assignment } from '@crescendo/contracts';
import { assignmentListStatus, studentAssignmentStatus } from '@crescendo/domain';
import type { Db } from '@crescendo/service-kit';

export interface AssignmentRow {
  id: string;
  organization_id: string;
  group_id: string;
  teacher_id: string;
  title: string;
  description: string;
  due_at: Date;
  /** `due_at` with PostgreSQL's microseconds: where a page ends (`assignment-page.store.ts`). */
  due_key: string;
  due_date: string;
  due_time: string;
  whole_group: boolean;
  send_to_classroom: boolean;
  created_at: Date;
  student_ids: string[];
  /** Counted by PostgreSQL: submissions of the students it is given to. */
  submitted_count: number;
  total_count: number;
  /** Whether the student the read is for (if any) has submitted it. */
  my_submitted: boolean;
}

/**
 * One query per read: the assignment, its students, and its counts computed in place; `student` is the
 * parameter (`$n`) of the student whose own submission is asked, if any.
 */
export function selectAssignments(student: string | null): string {
  return `
  SELECT a.id, a.organization_id, a.group_id, a.teacher_id, a.title, a.description, a.due_at,
    to_char(a.due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS due_key,
    to_char(a.due_date, 'YYYY-MM-DD') AS due_date, a.due_time, a.whole_group, a.send_to_classroom, a.created_at,
    COALESCE((SELECT array_agg(s.student_id::text ORDER BY s.student_id) FROM assignment_students s
              WHERE s.assignment_id = a.id), '{}') AS student_ids,
    (SELECT count(*)::int FROM assignment_students s WHERE s.assignment_id = a.id) AS total_count,
    (SELECT count(*)::int FROM submissions u JOIN assignment_students s
       ON s.assignment_id = u.assignment_id AND s.student_id = u.student_id
     WHERE u.assignment_id = a.id) AS submitted_count,
    ${student ? `EXISTS (SELECT 1 FROM submissions u WHERE u.assignment_id = a.id AND u.student_id = ${student}::uuid)` : 'false'}
      AS my_submitted
  FROM assignments a`;
}

/** The assignment, with `studentId`'s own submission status when the read is a student's. */
export async function findAssignment(
  db: Db,
  organizationId: string,
  id: string,
  studentId?: string,
): Promise<AssignmentRow | null> {
  const rows: AssignmentRow[] = studentId
    ? await db.query(`${selectAssignments('$3')} WHERE a.organization_id = $1 AND a.id = $2`, [
        organizationId,
        id,
        studentId,
      ])
    : await db.query(`${selectAssignments(null)} WHERE a.organization_id = $1 AND a.id = $2`, [
        organizationId,
        id,
      ]);
  return rows[0] ?? null;
}

/** Holds the assignment until the transaction ends: two submissions of one student take turns. */
export async function lockAssignment(db: Db, id: string): Promise<void> {
  await db.query(`SELECT 1 FROM assignments WHERE id = $1 FOR UPDATE`, [id]);
}

/** Its submissions go with it (ON DELETE CASCADE). */
export async function deleteAssignment(db: Db, id: string): Promise<void> {
  await db.query(`DELETE FROM assignments WHERE id = $1`, [id]);
}

export async function insertAssignment(
  db: Db,
  row: Omit<
    AssignmentRow,
    'created_at' | 'student_ids' | 'due_key' | 'submitted_count' | 'total_count' | 'my_submitted'
  >,
  studentIds: string[],
): Promise<void> {
  await db.query(
    `INSERT INTO assignments (id, organization_id, group_id, teacher_id, title, description, due_at, due_date,
       due_time, whole_group, send_to_classroom)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      row.id,
      row.organization_id,
      row.group_id,
      row.teacher_id,
      row.title,
      row.description,
      row.due_at,
      row.due_date,
      row.due_time,
      row.whole_group,
      row.send_to_classroom,
    ],
  );
  await db.query(
    `INSERT INTO assignment_students (assignment_id, student_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
    [row.id, studentIds],
  );
}

/**
 * The wire shape. Staff read the list's status and counts; a student also reads their own status
 * (spec §4), judged on the organisation's clock.
 */
export function toAssignment(
  row: AssignmentRow,
  now: Date,
  timeZone: string,
  studentId?: string,
): Assignment {
  const dueAt = new Date(row.due_at);
  return {
    id: row.id,
    organizationId: row.organization_id,
    groupId: row.group_id,
    teacherId: row.teacher_id,
    title: row.title,
    description: row.description,
    dueAt: dueAt.toISOString(),
    dueDate: row.due_date,
    dueTime: row.due_time,
    wholeGroup: row.whole_group,
    studentIds: studentId ? [studentId] : row.student_ids,
    sendToClassroom: row.send_to_classroom,
    status: assignmentListStatus(dueAt, now),
    submittedCount: row.submitted_count,
    waitingCount: row.total_count - row.submitted_count,
    totalCount: row.total_count,
    myStatus: studentId ? studentAssignmentStatus(dueAt, row.my_submitted, now, timeZone) : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Assignments and the students they are given to: what a service injects under `ASSIGNMENT_STORE`
 * (decision 0047, "Stores injected"); a unit test hands it a fake of the same type.
 */
export const assignmentStore = { findAssignment, insertAssignment, lockAssignment, deleteAssignment };
export type AssignmentStore = typeof assignmentStore;
export const ASSIGNMENT_STORE = Symbol('AssignmentStore');
