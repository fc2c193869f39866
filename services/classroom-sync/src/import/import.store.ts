import type { ClassroomImport, ImportCourseStatus } from '@crescendo/contracts';
import type { Db } from '@crescendo/service-kit';

export interface ImportRow {
  id: string;
  organization_id: string;
  started_by: string;
  teacher_id: string;
  started_at: Date;
  finished_at: Date | null;
}

export interface CourseRow {
  import_id: string;
  course_id: string;
  position: number;
  name: string;
  description: string | null;
  school_year: string;
  status: ImportCourseStatus;
  group_id: string | null;
  student_count: number | null;
  error_key: string | null;
}

export interface NewImport {
  id: string;
  organizationId: string;
  startedBy: string;
  teacherId: string;
  courses: Array<{ courseId: string; name: string; description: string | null; schoolYear: string }>;
}

/** What a job needs: its course and who it is for. */
export type CourseWork = CourseRow & Pick<ImportRow, 'organization_id' | 'started_by' | 'teacher_id'>;

export const terminal: ImportCourseStatus[] = ['created', 'updated', 'failed'];

/** The imports and their courses: the progress the overlay shows and what a worker takes up after a crash. */
export class ImportStore {
  constructor(private readonly db: Db) {}

  async create(input: NewImport): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO imports (id, organization_id, started_by, teacher_id) VALUES ($1, $2, $3, $4)`,
        [input.id, input.organizationId, input.startedBy, input.teacherId],
      );
      await tx.query(
        `INSERT INTO import_courses (import_id, course_id, position, name, description, school_year)
         SELECT $1, c.course_id, c.position, c.name, c.description, c.school_year
         FROM jsonb_to_recordset($2::jsonb)
           AS c(course_id text, position int, name text, description text, school_year text)`,
        [
          input.id,
          JSON.stringify(
            input.courses.map((course, position) => ({
              course_id: course.courseId,
              position,
              name: course.name,
              description: course.description,
              school_year: course.schoolYear,
            })),
          ),
        ],
      );
    });
  }

  async find(importId: string, organizationId: string): Promise<ClassroomImport | null> {
    const [row]: ImportRow[] = await this.db.query(
      `SELECT * FROM imports WHERE id = $1 AND organization_id = $2`,
      [importId, organizationId],
    );
    return row ? this.view(row) : null;
  }

  async findRow(importId: string): Promise<ImportRow | null> {
    const [row]: ImportRow[] = await this.db.query(`SELECT * FROM imports WHERE id = $1`, [importId]);
    return row ?? null;
  }

  async view(row: ImportRow, tx: Db = this.db): Promise<ClassroomImport> {
    const courses: CourseRow[] = await tx.query(
      `SELECT * FROM import_courses WHERE import_id = $1 ORDER BY position`,
      [row.id],
    );
    const count = (status: ImportCourseStatus) => courses.filter((c) => c.status === status).length;
    return {
      id: row.id,
      teacherId: row.teacher_id,
      finished: row.finished_at !== null,
      total: courses.length,
      processed: courses.filter((c) => terminal.includes(c.status)).length,
      created: count('created'),
      updated: count('updated'),
      failed: count('failed'),
      courses: courses.map((c) => ({
        courseId: c.course_id,
        name: c.name,
        status: c.status,
        groupId: c.group_id,
        studentCount: c.student_count,
        errorKey: c.error_key,
      })),
      startedAt: row.started_at.toISOString(),
      finishedAt: row.finished_at?.toISOString() ?? null,
    };
  }

  async work(importId: string, courseId: string): Promise<CourseWork | null> {
    const [row]: CourseWork[] = await this.db.query(
      `SELECT c.*, i.organization_id, i.started_by, i.teacher_id
         FROM import_courses c JOIN imports i ON i.id = c.import_id
        WHERE c.import_id = $1 AND c.course_id = $2`,
      [importId, courseId],
    );
    return row ?? null;
  }

  /** A course's new state; a course already done stays done (a job run twice changes nothing). */
  async setCourse(
    importId: string,
    courseId: string,
    change: { status: ImportCourseStatus; groupId?: string; studentCount?: number; errorKey?: string },
  ): Promise<boolean> {
    const rows: unknown = await this.db.query(
      `UPDATE import_courses SET status = $3, group_id = COALESCE($4, group_id),
         student_count = COALESCE($5, student_count), error_key = $6, updated_at = now()
       WHERE import_id = $1 AND course_id = $2 AND status IN ('queued', 'running')
       RETURNING course_id`,
      [
        importId,
        courseId,
        change.status,
        change.groupId ?? null,
        change.studentCount ?? null,
        change.errorKey ?? null,
      ],
    );
    return affected(rows) > 0;
  }

  /** Marks the import finished when its last course is; true only for the call that did it. */
  async finishIfDone(importId: string): Promise<boolean> {
    const rows: unknown = await this.db.query(
      `UPDATE imports SET finished_at = now()
       WHERE id = $1 AND finished_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM import_courses WHERE import_id = $1 AND status IN ('queued', 'running'))
       RETURNING id`,
      [importId],
    );
    return affected(rows) > 0;
  }

  /** Courses still to do that nobody touched for a while: the reconciler checks their jobs exist. */
  async stale(olderThanMs: number, limit = 500): Promise<Array<{ import_id: string; course_id: string }>> {
    return this.db.query(
      `SELECT import_id, course_id FROM import_courses
       WHERE status IN ('queued', 'running') AND updated_at < now() - make_interval(secs => $1::float / 1000)
       ORDER BY updated_at LIMIT $2`,
      [olderThanMs, limit],
    );
  }

  async touch(importId: string, courseId: string): Promise<void> {
    await this.db.query(
      `UPDATE import_courses SET updated_at = now() WHERE import_id = $1 AND course_id = $2`,
      [importId, courseId],
    );
  }

  async removeUser(userId: string): Promise<void> {
    await this.db.query(`DELETE FROM imports WHERE started_by = $1 OR teacher_id = $1`, [userId]);
  }

  async removeOrganization(organizationId: string): Promise<void> {
    await this.db.query(`DELETE FROM imports WHERE organization_id = $1`, [organizationId]);
  }
}

/** UPDATE … RETURNING answers `[rows, count]` through TypeORM. */
function affected(result: unknown): number {
  if (Array.isArray(result) && result.length === 2 && typeof result[1] === 'number') return result[1];
  return Array.isArray(result) ? result.length : 0;
}
