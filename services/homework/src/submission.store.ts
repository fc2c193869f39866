import type { Db } from '@crescendo/service-kit';
export async function hasSubmitted(db: Db, assignmentId: string, studentId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM submissions WHERE assignment_id = $1 AND student_id = $2`,
    [assignmentId, studentId],
  );
  return rows.length > 0;
}

export interface NewSubmission {
  id: string;
  assignmentId: string;
  organizationId: string;
  studentId: string;
  reportId: string;
  submittedAt: Date;
  late: boolean;
}

export async function insertSubmission(db: Db, submission: NewSubmission): Promise<void> {
  await db.query(
    `INSERT INTO submissions (id, assignment_id, organization_id, student_id, report_id, submitted_at, late)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      submission.id,
      submission.assignmentId,
      submission.organizationId,
      submission.studentId,
      submission.reportId,
      submission.submittedAt,
      submission.late,
    ],
  );
}

export async function gradeSubmission(
  db: Db,
  id: string,
  grade: { grade: number; feedback: string | null; by: string },
): Promise<void> {
  await db.query(
    `UPDATE submissions SET grade = $2, feedback = $3, graded_at = now(), graded_by = $4 WHERE id = $1`,
    [id, grade.grade, grade.feedback, grade.by],
  );
}

/**
 * Submissions and their grades: what a service injects under `SUBMISSION_STORE`
 * (decision 0047, "Stores injected"); a unit test hands it a fake of the same type.
 */
export const submissionStore = { hasSubmitted, insertSubmission, gradeSubmission };
export type SubmissionStore = typeof submissionStore;
export const SUBMISSION_STORE = Symbol('SubmissionStore');
