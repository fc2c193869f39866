import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Coursework push and grade passback (decision 0035): which Google account each imported student is in a
 * course (the roster's `userId`, needed to assign coursework to chosen students and to find their
 * submission), each assignment's coursework at Google, and per submission the grade wanted and the grade
 * last written to Classroom — what makes a second delivery of the same grade do nothing.
 */
export class CreatePushTables1740000000002 implements MigrationInterface {
  name = 'CreatePushTables1740000000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE course_students (
        organization_id uuid NOT NULL,
        course_id text NOT NULL,
        user_id uuid NOT NULL,
        google_user_id text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (organization_id, course_id, user_id)
      )`);
    await runner.query(`CREATE INDEX course_students_user ON course_students (user_id)`);
    await runner.query(`
      CREATE TABLE pushed_course_work (
        assignment_id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        group_id uuid NOT NULL,
        course_id text NOT NULL,
        course_work_id text NOT NULL,
        alternate_link text NULL,
        pushed_by uuid NOT NULL,
        pushed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX pushed_course_work_organization ON pushed_course_work (organization_id)`,
    );
    await runner.query(`
      CREATE TABLE grade_passbacks (
        submission_id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        assignment_id uuid NOT NULL,
        student_id uuid NOT NULL,
        grade int NOT NULL CHECK (grade BETWEEN 0 AND 100),
        version text NOT NULL,
        graded_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'sent', 'parked', 'failed', 'skipped')),
        resumes int NOT NULL DEFAULT 0,
        sent_version text NULL,
        sent_grade int NULL,
        sent_at timestamptz NULL,
        error text NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX grade_passbacks_waiting ON grade_passbacks (updated_at) WHERE status IN ('pending', 'parked')`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE grade_passbacks`);
    await runner.query(`DROP TABLE pushed_course_work`);
    await runner.query(`DROP TABLE course_students`);
  }
}
