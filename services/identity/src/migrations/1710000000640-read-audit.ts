import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Journal des consultations' (issue 31 §4, decision 0067): one row per student whose file a staff member read
 * (a page of a list names its students once), and the unusual patterns raised for review. A student's rows go
 * with their account; a reader's account erased leaves the read, its reader unnamed. Kept a year (the nightly
 * retention purge).
 */
export class ReadAudit1710000000640 implements MigrationInterface {
  name = 'ReadAudit1710000000640';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE TABLE read_audit (
         id uuid PRIMARY KEY,
         event_id uuid NOT NULL,
         organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
         reader_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
         student_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
         category text NOT NULL
           CHECK (category IN ('grades', 'reportCards', 'recordings', 'messages', 'finances')),
         reference text NOT NULL,
         basis text NOT NULL CHECK (basis IN ('teaches-group', 'admin-right')),
         read_at timestamptz NOT NULL
       )`,
    );
    await runner.query(
      `CREATE INDEX read_audit_by_time ON read_audit (organization_id, read_at DESC, id DESC)`,
    );
    await runner.query(
      `CREATE INDEX read_audit_by_student ON read_audit (organization_id, student_id, read_at DESC)`,
    );
    await runner.query(
      `CREATE INDEX read_audit_by_reader ON read_audit (organization_id, reader_id, read_at DESC)`,
    );
    await runner.query(`CREATE INDEX read_audit_by_age ON read_audit (read_at)`);
    await runner.query(
      `CREATE TABLE read_reviews (
         id uuid PRIMARY KEY,
         organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
         kind text NOT NULL CHECK (kind IN ('outside-groups', 'many-students')),
         reader_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
         students integer NOT NULL CHECK (students > 0),
         category text NOT NULL,
         raised_at timestamptz NOT NULL,
         reviewed_at timestamptz NULL,
         reviewed_by uuid NULL REFERENCES users (id) ON DELETE SET NULL
       )`,
    );
    await runner.query(
      `CREATE INDEX read_reviews_by_status ON read_reviews
         (organization_id, (reviewed_at IS NOT NULL), raised_at DESC, id DESC)`,
    );
    await runner.query(`CREATE INDEX read_reviews_by_age ON read_reviews (raised_at)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE read_reviews`);
    await runner.query(`DROP TABLE read_audit`);
  }
}
