import type {
  MaestroModelInfo,
  PracticePlan,
  PracticePlanSession,
  ReportLanguage,
} from '@crescendo/contracts';
import { decodeCursor, instantKey, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';

export interface PracticePlanRow {
  id: string;
  organization_id: string;
  request_id: string;
  student_id: string;
  group_id: string;
  assignment_id: string;
  assignment_title: string;
  difficulty: string;
  language: ReportLanguage;
  sessions: PracticePlanSession[];
  model: MaestroModelInfo;
  created_at: Date;
  created_key: string;
  kept_by: string | null;
  kept_by_name: string | null;
  kept_at: Date | null;
  assignment_deleted_at: Date | null;
}

const columns = `id, organization_id, request_id, student_id, group_id, assignment_id, assignment_title, difficulty,
  language, sessions, model, created_at,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_key,
  kept_by, kept_by_name, kept_at, assignment_deleted_at`;

export interface NewPracticePlan {
  id: string;
  organizationId: string;
  requestId: string;
  studentId: string;
  groupId: string;
  assignmentId: string;
  assignmentTitle: string;
  difficulty: string;
  language: ReportLanguage;
  sessions: PracticePlanSession[];
  model: MaestroModelInfo;
  at: Date;
}

export async function insertPracticePlan(db: Db, plan: NewPracticePlan): Promise<PracticePlanRow> {
  const [row] = await db.query<PracticePlanRow[]>(
    `INSERT INTO practice_plans (id, organization_id, request_id, student_id, group_id, assignment_id,
                                 assignment_title, difficulty, language, sessions, model, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     RETURNING ${columns}`,
    [
      plan.id,
      plan.organizationId,
      plan.requestId,
      plan.studentId,
      plan.groupId,
      plan.assignmentId,
      plan.assignmentTitle,
      plan.difficulty,
      plan.language,
      JSON.stringify(plan.sessions),
      JSON.stringify(plan.model),
      plan.at,
    ],
  );
  return row!;
}

export async function findPracticePlan(
  db: Db,
  organizationId: string,
  id: string,
): Promise<PracticePlanRow | undefined> {
  const [row] = await db.query<PracticePlanRow[]>(
    `SELECT ${columns} FROM practice_plans WHERE organization_id = $1 AND id = $2`,
    [organizationId, id],
  );
  return row;
}

export const decodePracticePlanCursor = (cursor: string) => decodeCursor(cursor, instantKey);

/** Whose plans: one student's own, or a group's (of one assignment, if given). */
export type PracticePlanScope = { studentId: string } | { groupId: string; assignmentId: string | null };

/** The plans of the scope, newest first (then id), a page at a time (rows: the caller names them). */
export async function practicePlanPageOf(
  db: Db,
  organizationId: string,
  scope: PracticePlanScope,
  after: PageCursor | null,
  limit: number,
) {
  const [where, values] =
    'studentId' in scope
      ? ['student_id = $2', [scope.studentId]]
      : [
          'group_id = $2 AND ($3::uuid IS NULL OR assignment_id = $3::uuid)',
          [scope.groupId, scope.assignmentId],
        ];
  const at = values.length + 2;
  const rows = await db.query<PracticePlanRow[]>(
    `SELECT ${columns} FROM practice_plans
     WHERE organization_id = $1 AND ${where}
       AND ($${at}::timestamptz IS NULL OR (created_at, id) < ($${at}::timestamptz, $${at + 1}::uuid))
     ORDER BY created_at DESC, id DESC
     LIMIT $${at + 2}`,
    [organizationId, ...values, after?.key ?? null, after?.id ?? null, limit + 1],
  );
  return pageOf(
    rows,
    limit,
    (row) => row,
    (row) => ({ key: row.created_key, id: row.id }),
  );
}

/** Kept once (undefined: kept meanwhile); the log's row says it is approved. */
export async function keepPracticePlanRow(
  db: Db,
  id: string,
  keeper: { id: string; name: string },
  at: Date,
): Promise<PracticePlanRow | undefined> {
  return db.transaction(async (tx) => {
    const [[row]] = await tx.query<[PracticePlanRow[], number]>(
      `UPDATE practice_plans SET kept_by = $2, kept_by_name = $3, kept_at = $4
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

/**
 * Homework deleted the assignment: its plans stay (the student's week, the teacher's keep), marked so that
 * their pages say the assignment is gone. A second delivery changes nothing.
 */
export async function markPracticePlansAssignmentDeleted(
  db: Db,
  organizationId: string,
  assignmentId: string,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE practice_plans SET assignment_deleted_at = $3
     WHERE organization_id = $1 AND assignment_id = $2 AND assignment_deleted_at IS NULL`,
    [organizationId, assignmentId, at],
  );
}

/** Discards a plan not yet kept (false: none such). */
export async function discardPracticePlanRow(db: Db, id: string): Promise<boolean> {
  const rows = await db.query<Array<{ id: string }>>(
    `DELETE FROM practice_plans WHERE id = $1 AND kept_at IS NULL RETURNING id`,
    [id],
  );
  // A DELETE with RETURNING answers `[rows, affected]` (the kit's Db, as TypeORM).
  const [deleted] = rows as unknown as [Array<{ id: string }>, number];
  return Array.isArray(deleted) ? deleted.length > 0 : rows.length > 0;
}

export function toPracticePlan(row: PracticePlanRow, studentName: string | null = null): PracticePlan {
  const kept = row.kept_at !== null;
  return {
    id: row.id,
    studentId: row.student_id,
    studentName,
    groupId: row.group_id,
    assignmentId: row.assignment_id,
    assignmentTitle: row.assignment_title,
    assignmentDeleted: row.assignment_deleted_at !== null,
    difficulty: row.difficulty,
    language: row.language,
    sessions: row.sessions,
    status: kept ? 'kept' : 'draft',
    model: row.model,
    createdAt: row.created_at.toISOString(),
    keptBy: kept ? { id: row.kept_by, name: row.kept_by_name } : null,
    keptAt: row.kept_at?.toISOString() ?? null,
  };
}
