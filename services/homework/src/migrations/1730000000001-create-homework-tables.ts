import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Assignments and who they are given to, practice reports, and the submissions that answer assignments. */
export class CreateHomeworkTables1730000000001 implements MigrationInterface {
  name = 'CreateHomeworkTables1730000000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE assignments (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        group_id uuid NOT NULL,
        teacher_id uuid NOT NULL,
        title text NOT NULL,
        description text NOT NULL,
        due_at timestamptz NOT NULL,
        due_date date NOT NULL,
        due_time text NOT NULL,
        whole_group boolean NOT NULL,
        send_to_classroom boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX assignments_by_group ON assignments (organization_id, group_id, due_at DESC)`,
    );
    await runner.query(`
      CREATE TABLE assignment_students (
        assignment_id uuid NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
        student_id uuid NOT NULL,
        PRIMARY KEY (assignment_id, student_id)
      )`);
    await runner.query(`CREATE INDEX assignment_students_by_student ON assignment_students (student_id)`);
    await runner.query(`
      CREATE TABLE practice_reports (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        student_id uuid NOT NULL,
        practice_date date NOT NULL,
        duration integer NOT NULL CHECK (duration BETWEEN 1 AND 300),
        location text NOT NULL CHECK (location IN ('home', 'school')),
        content text NOT NULL,
        next_goals text NOT NULL,
        submitted_at timestamptz NOT NULL DEFAULT now(),
        type text NOT NULL CHECK (type IN ('homework', 'general')),
        homework_title text NULL,
        assignment_id uuid NULL REFERENCES assignments (id) ON DELETE SET NULL,
        flags text[] NOT NULL DEFAULT '{}',
        flags_dismissed boolean NOT NULL DEFAULT false
      )`);
    await runner.query(
      `CREATE INDEX practice_reports_by_student ON practice_reports (organization_id, student_id, practice_date DESC)`,
    );
    await runner.query(`
      CREATE TABLE submissions (
        id uuid PRIMARY KEY,
        assignment_id uuid NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
        organization_id uuid NOT NULL,
        student_id uuid NOT NULL,
        report_id uuid NOT NULL REFERENCES practice_reports (id) ON DELETE CASCADE,
        submitted_at timestamptz NOT NULL DEFAULT now(),
        late boolean NOT NULL,
        grade integer NULL CHECK (grade BETWEEN 0 AND 100),
        feedback text NULL,
        graded_at timestamptz NULL,
        graded_by uuid NULL,
        UNIQUE (assignment_id, student_id)
      )`);
    await runner.query(`CREATE INDEX submissions_by_student ON submissions (student_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE submissions`);
    await runner.query(`DROP TABLE practice_reports`);
    await runner.query(`DROP TABLE assignment_students`);
    await runner.query(`DROP TABLE assignments`);
  }
}
