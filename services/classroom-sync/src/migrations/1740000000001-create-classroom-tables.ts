import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's Google connection (tokens sealed, never sent to a browser) and the imports with one row per
 * course: the progress and result the overlay and the alert show, and what the worker does next after a crash.
 */
export class CreateClassroomTables1740000000001 implements MigrationInterface {
  name = 'CreateClassroomTables1740000000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE google_connections (
        user_id uuid PRIMARY KEY,
        organization_id uuid NULL,
        google_subject text NOT NULL,
        google_email text NOT NULL,
        scopes text NOT NULL,
        refresh_token_sealed text NOT NULL,
        access_token_sealed text NULL,
        access_token_expires_at timestamptz NULL,
        connected_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX google_connections_organization ON google_connections (organization_id)`,
    );
    await runner.query(`
      CREATE TABLE imports (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        started_by uuid NOT NULL,
        teacher_id uuid NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz NULL
      )`);
    await runner.query(`CREATE INDEX imports_organization ON imports (organization_id, started_at DESC)`);
    await runner.query(`
      CREATE TABLE import_courses (
        import_id uuid NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
        course_id text NOT NULL,
        position int NOT NULL,
        name text NOT NULL,
        description text NULL,
        school_year text NOT NULL,
        status text NOT NULL DEFAULT 'queued'
          CHECK (status IN ('queued', 'running', 'created', 'updated', 'failed')),
        group_id uuid NULL,
        student_count int NULL,
        error_key text NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (import_id, course_id)
      )`);
    await runner.query(
      `CREATE INDEX import_courses_pending ON import_courses (updated_at) WHERE status IN ('queued', 'running')`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE import_courses`);
    await runner.query(`DROP TABLE imports`);
    await runner.query(`DROP TABLE google_connections`);
  }
}
