import type { Db } from '@crescendo/service-kit';

export interface PassbackRow {
  submission_id: string;
  organization_id: string;
  assignment_id: string;
  student_id: string;
  grade: number;
  version: string;
  graded_at: Date;
  status: 'pending' | 'sent' | 'parked' | 'failed' | 'skipped';
  resumes: number;
  sent_version: string | null;
}

export interface GradeGiven {
  submissionId: string;
  organizationId: string;
  assignmentId: string;
  studentId: string;
  grade: number;
  version: string;
  gradedAt: string;
}

/** Per submission: the grade wanted in Classroom and the one last written there (decision 0035). */
export class PassbackStore {
  constructor(private readonly db: Db) {}

  /**
   * The newest grade is the one wanted: an older event arriving late changes nothing, and the same event
   * delivered again leaves the row as it is (a grade already sent stays sent). Answers the row when it waits.
   */
  async want(grade: GradeGiven, tx: Db): Promise<PassbackRow | undefined> {
    const rows: PassbackRow[] = await tx.query(
      `INSERT INTO grade_passbacks
         (submission_id, organization_id, assignment_id, student_id, grade, version, graded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (submission_id) DO UPDATE
         SET grade = EXCLUDED.grade, version = EXCLUDED.version, graded_at = EXCLUDED.graded_at,
             status = 'pending', resumes = 0, error = NULL, updated_at = now()
         WHERE grade_passbacks.version <> EXCLUDED.version AND grade_passbacks.graded_at <= EXCLUDED.graded_at
       RETURNING *`,
      [
        grade.submissionId,
        grade.organizationId,
        grade.assignmentId,
        grade.studentId,
        grade.grade,
        grade.version,
        grade.gradedAt,
      ],
    );
    return rows[0];
  }

  async find(submissionId: string): Promise<PassbackRow | undefined> {
    const rows: PassbackRow[] = await this.db.query(
      `SELECT * FROM grade_passbacks WHERE submission_id = $1`,
      [submissionId],
    );
    return rows[0];
  }

  /** Written to Classroom: this version is never sent again. */
  async sent(submissionId: string, version: string, grade: number): Promise<void> {
    await this.db.query(
      `UPDATE grade_passbacks
       SET sent_version = $2, sent_grade = $3, sent_at = now(), error = NULL, updated_at = now(),
           status = CASE WHEN version = $2 THEN 'sent' ELSE status END
       WHERE submission_id = $1`,
      [submissionId, version, grade],
    );
  }

  /** Waits for the teacher to reconnect Google (401), or given up (Google refused it for good), or moot. */
  async settle(
    submissionId: string,
    version: string,
    status: 'parked' | 'failed' | 'skipped',
    error: string,
  ): Promise<void> {
    await this.db.query(
      `UPDATE grade_passbacks SET status = $3, error = $4, updated_at = now()
       WHERE submission_id = $1 AND version = $2`,
      [submissionId, version, status, error.slice(0, 500)],
    );
  }

  async attempted(submissionId: string, error: string): Promise<void> {
    await this.db.query(
      `UPDATE grade_passbacks SET error = $2, updated_at = now() WHERE submission_id = $1`,
      [submissionId, error.slice(0, 500)],
    );
  }

  /**
   * Parked grades whose coursework's pusher has connected Google again: pending once more, one resumption
   * further (a new job id). Answers them.
   */
  async resumeReconnected(): Promise<PassbackRow[]> {
    return updatedRows(
      await this.db.query(
        `UPDATE grade_passbacks g SET status = 'pending', resumes = resumes + 1, error = NULL, updated_at = now()
       FROM pushed_course_work p, google_connections c
       WHERE g.status = 'parked' AND p.assignment_id = g.assignment_id AND c.user_id = p.pushed_by
       RETURNING g.*`,
      ),
    );
  }

  /** Pending grades untouched for `olderThanMs`: their job is looked for (lost with Redis, failed for good). */
  async stale(olderThanMs: number): Promise<PassbackRow[]> {
    return updatedRows(
      await this.db.query(
        `UPDATE grade_passbacks SET updated_at = now()
       WHERE status = 'pending' AND updated_at < now() - make_interval(secs => $1::float / 1000)
       RETURNING *`,
        [olderThanMs],
      ),
    );
  }
}

/** UPDATE … RETURNING answers `[rows, count]` through TypeORM (an INSERT, its rows). */
function updatedRows(result: unknown): PassbackRow[] {
  return Array.isArray(result) && result.length === 2 && typeof result[1] === 'number'
    ? (result[0] as PassbackRow[])
    : [];
}
