import type { EntityManager } from 'typeorm';
import type { Assignment } from '@crescendo/contracts';
import { assignmentListStatus, studentAssignmentStatus } from '@crescendo/domain';

export interface AssignmentRow {
  id: string;
  organization_id: string;
  group_id: string;
  teacher_id: string;
  title: string;
  description: string;
  due_at: Date;
  due_date: string;
  due_time: string;
  whole_group: boolean;
  send_to_classroom: boolean;
  created_at: Date;
  student_ids: string[];
  submitted_ids: string[];
}

/** One query per read: the assignment, its students and who submitted, aggregated in place. */
const selectAssignments = `
  SELECT a.id, a.organization_id, a.group_id, a.teacher_id, a.title, a.description, a.due_at,
    to_char(a.due_date, 'YYYY-MM-DD') AS due_date, a.due_time, a.whole_group, a.send_to_classroom, a.created_at,
    COALESCE((SELECT array_agg(s.student_id::text ORDER BY s.student_id) FROM assignment_students s
              WHERE s.assignment_id = a.id), '{}') AS student_ids,
    COALESCE((SELECT array_agg(u.student_id::text) FROM submissions u WHERE u.assignment_id = a.id), '{}')
      AS submitted_ids
  FROM assignments a`;

export function findAssignment(manager: EntityManager, organizationId: string, id: string) {
  return one(manager, `${selectAssignments} WHERE a.organization_id = $1 AND a.id = $2`, [
    organizationId,
    id,
  ]);
}

export function assignmentsOfGroups(manager: EntityManager, organizationId: string, groupIds: string[]) {
  return many(
    manager,
    `${selectAssignments} WHERE a.organization_id = $1 AND a.group_id = ANY($2::uuid[]) ORDER BY a.due_at DESC`,
    [organizationId, groupIds],
  );
}

export function assignmentsOfOrganization(manager: EntityManager, organizationId: string) {
  return many(manager, `${selectAssignments} WHERE a.organization_id = $1 ORDER BY a.due_at DESC`, [
    organizationId,
  ]);
}

export function assignmentsOfStudent(manager: EntityManager, organizationId: string, studentId: string) {
  return many(
    manager,
    `${selectAssignments}
     WHERE a.organization_id = $1 AND EXISTS
       (SELECT 1 FROM assignment_students s WHERE s.assignment_id = a.id AND s.student_id = $2)
     ORDER BY a.due_at DESC`,
    [organizationId, studentId],
  );
}

export async function insertAssignment(
  manager: EntityManager,
  row: Omit<AssignmentRow, 'created_at' | 'student_ids' | 'submitted_ids'>,
  studentIds: string[],
): Promise<void> {
  await manager.query(
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
  await manager.query(
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
  const submitted = row.submitted_ids.filter((id) => row.student_ids.includes(id)).length;
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
    submittedCount: submitted,
    waitingCount: row.student_ids.length - submitted,
    totalCount: row.student_ids.length,
    myStatus: studentId
      ? studentAssignmentStatus(dueAt, row.submitted_ids.includes(studentId), now, timeZone)
      : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

async function one(manager: EntityManager, sql: string, params: unknown[]): Promise<AssignmentRow | null> {
  const rows: AssignmentRow[] = await manager.query(sql, params);
  return rows[0] ?? null;
}

function many(manager: EntityManager, sql: string, params: unknown[]): Promise<AssignmentRow[]> {
  return manager.query(sql, params);
}
