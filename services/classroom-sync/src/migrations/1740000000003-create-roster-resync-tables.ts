import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Roster re-sync (issue 11.5b, decision 0036): each Google-linked group with the course it reads and whose
 * Google connection reads it, the last re-sync's state, the change last rejected (not asked again); and the
 * change that waits for the teacher. Groups already imported are linked from their last import.
 */
export class CreateRosterResyncTables1740000000003 implements MigrationInterface {
  name = 'CreateRosterResyncTables1740000000003';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE roster_links (
        group_id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        course_id text NOT NULL,
        google_user_id uuid NOT NULL,
        status text NULL
          CHECK (status IN ('queued', 'running', 'synced', 'pending', 'reconnect', 'failed')),
        error_key text NULL,
        last_synced_at timestamptz NULL,
        rejected_fingerprint text NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX roster_links_organization ON roster_links (organization_id)`);
    await runner.query(`CREATE INDEX roster_links_google_user ON roster_links (google_user_id)`);
    await runner.query(`
      CREATE TABLE roster_changes (
        group_id uuid PRIMARY KEY REFERENCES roster_links (group_id) ON DELETE CASCADE,
        organization_id uuid NOT NULL,
        joins jsonb NOT NULL,
        leaves jsonb NOT NULL,
        student_count int NOT NULL,
        fingerprint text NOT NULL,
        found_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      INSERT INTO roster_links (group_id, organization_id, course_id, google_user_id)
      SELECT DISTINCT ON (c.group_id) c.group_id, i.organization_id, c.course_id, i.started_by
        FROM import_courses c JOIN imports i ON i.id = c.import_id
       WHERE c.group_id IS NOT NULL AND c.status IN ('created', 'updated')
       ORDER BY c.group_id, i.started_at DESC`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE roster_changes`);
    await runner.query(`DROP TABLE roster_links`);
  }
}
