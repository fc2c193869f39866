import type { Reflection } from '@crescendo/contracts';
import type { Db } from '@crescendo/service-kit';

interface ReflectionRow {
  student_id: string;
  report_id: string;
  goal: string;
  strategy: string;
  outcome: string;
  written_at: Date;
}

const reflectionOf = (row: ReflectionRow): Reflection => ({
  reportId: row.report_id,
  studentId: row.student_id,
  goal: row.goal,
  strategy: row.strategy,
  outcome: row.outcome,
  writtenAt: row.written_at.toISOString(),
});

export interface ReflectionWrite {
  organizationId: string;
  studentId: string;
  reportId: string;
  goal: string;
  strategy: string;
  outcome: string;
  at: Date;
}

/** Writes or rewrites the student's reflection of a report. */
export async function upsertReflection(db: Db, write: ReflectionWrite): Promise<Reflection> {
  const [row] = await db.query<ReflectionRow[]>(
    `INSERT INTO reflections (student_id, report_id, organization_id, goal, strategy, outcome, written_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (student_id, report_id) DO UPDATE
       SET goal = EXCLUDED.goal, strategy = EXCLUDED.strategy, outcome = EXCLUDED.outcome,
           written_at = EXCLUDED.written_at
     RETURNING student_id, report_id, goal, strategy, outcome, written_at`,
    [
      write.studentId,
      write.reportId,
      write.organizationId,
      write.goal,
      write.strategy,
      write.outcome,
      write.at,
    ],
  );
  return reflectionOf(row!);
}

/** The reflections of these (report, student) pairs in the school. */
export async function reflectionsOf(
  db: Db,
  organizationId: string,
  reports: ReadonlyArray<{ reportId: string; studentId: string }>,
): Promise<Reflection[]> {
  if (reports.length === 0) return [];
  const rows = await db.query<ReflectionRow[]>(
    `SELECT r.student_id, r.report_id, r.goal, r.strategy, r.outcome, r.written_at
       FROM reflections r
       JOIN unnest($2::uuid[], $3::uuid[]) AS asked(report_id, student_id)
         ON asked.report_id = r.report_id AND asked.student_id = r.student_id
      WHERE r.organization_id = $1
      ORDER BY r.written_at DESC`,
    [organizationId, reports.map((r) => r.reportId), reports.map((r) => r.studentId)],
  );
  return rows.map(reflectionOf);
}

export const reflectionStore = { upsertReflection, reflectionsOf };
export type ReflectionStore = typeof reflectionStore;
export const REFLECTION_STORE = Symbol('ReflectionStore');
