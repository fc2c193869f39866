import type { Db } from '@crescendo/service-kit';
import type { PushedCourseWork } from '@crescendo/contracts';

export interface CourseStudentLink {
  userId: string;
  googleUserId: string;
}

export interface PushedRow {
  assignment_id: string;
  organization_id: string;
  group_id: string;
  course_id: string;
  course_work_id: string;
  alternate_link: string | null;
  pushed_by: string;
  pushed_at: Date;
}

/**
 * What the push and the passback need to remember (schema `classroom_sync`): each imported student's Google id
 * in a course, and each assignment's coursework at Google (decision 0035).
 */
export class PushStore {
  constructor(private readonly db: Db) {}

  /** The roster of a course as last imported: the links replace the previous ones. */
  async keepCourseStudents(organizationId: string, courseId: string, links: CourseStudentLink[]) {
    await this.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM course_students WHERE organization_id = $1 AND course_id = $2`, [
        organizationId,
        courseId,
      ]);
      if (links.length === 0) return;
      await tx.query(
        `INSERT INTO course_students (organization_id, course_id, user_id, google_user_id)
         SELECT $1, $2, l.user_id, l.google_user_id
         FROM unnest($3::uuid[], $4::text[]) AS l (user_id, google_user_id)
         ON CONFLICT DO NOTHING`,
        [organizationId, courseId, links.map((l) => l.userId), links.map((l) => l.googleUserId)],
      );
    });
  }

  /** Crescendo user id → Google user id, for those of `userIds` on the course's roster. */
  async googleIds(organizationId: string, courseId: string, userIds: string[]): Promise<Map<string, string>> {
    const rows: Array<{ user_id: string; google_user_id: string }> = await this.db.query(
      `SELECT user_id, google_user_id FROM course_students
       WHERE organization_id = $1 AND course_id = $2 AND user_id = ANY($3::uuid[])`,
      [organizationId, courseId, userIds],
    );
    return new Map(rows.map((row) => [row.user_id, row.google_user_id]));
  }

  async pushed(assignmentId: string, db: Db = this.db): Promise<PushedRow | undefined> {
    const rows: PushedRow[] = await db.query(`SELECT * FROM pushed_course_work WHERE assignment_id = $1`, [
      assignmentId,
    ]);
    return rows[0];
  }

  /**
   * One push of an assignment at a time (a double click, two tabs): the second waits on a transaction-scoped
   * advisory lock, then finds the first one's coursework instead of making another at Google.
   */
  exclusively<T>(assignmentId: string, run: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 35))`, [assignmentId]);
      return run(tx);
    });
  }

  /** The coursework Google made. */
  async recordPush(row: Omit<PushedRow, 'pushed_at'>, tx: Db): Promise<PushedRow> {
    await tx.query(
      `INSERT INTO pushed_course_work
         (assignment_id, organization_id, group_id, course_id, course_work_id, alternate_link, pushed_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (assignment_id) DO NOTHING`,
      [
        row.assignment_id,
        row.organization_id,
        row.group_id,
        row.course_id,
        row.course_work_id,
        row.alternate_link,
        row.pushed_by,
      ],
    );
    return (await this.pushed(row.assignment_id, tx))!;
  }

  async forgetAssignment(assignmentId: string, tx: Db): Promise<void> {
    await tx.query(`DELETE FROM pushed_course_work WHERE assignment_id = $1`, [assignmentId]);
    await tx.query(`DELETE FROM grade_passbacks WHERE assignment_id = $1`, [assignmentId]);
  }

  async forgetOrganization(organizationId: string): Promise<void> {
    for (const table of ['course_students', 'pushed_course_work', 'grade_passbacks'])
      await this.db.query(`DELETE FROM ${table} WHERE organization_id = $1`, [organizationId]);
  }

  async forgetUser(userId: string): Promise<void> {
    await this.db.query(`DELETE FROM course_students WHERE user_id = $1`, [userId]);
    await this.db.query(`DELETE FROM grade_passbacks WHERE student_id = $1`, [userId]);
  }
}

export function pushedView(row: PushedRow): PushedCourseWork {
  return {
    assignmentId: row.assignment_id,
    courseId: row.course_id,
    courseWorkId: row.course_work_id,
    alternateLink: row.alternate_link,
    pushedAt: new Date(row.pushed_at).toISOString(),
  };
}
