import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Générer tous les bulletins' (issue 29 §3 and §5, decision 0075): a job's state and progress (the zip itself
 * is a file of the reports' volume), and the keys of its downloads in parts (a quarter of an hour each, only
 * their hash kept). Who asked is the one person a row names.
 */
export class CreateReportCardBatches1790000000011 implements MigrationInterface {
  name = 'CreateReportCardBatches1790000000011';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE report_card_batches (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        term_id uuid NOT NULL,
        group_id uuid NULL,
        language text NOT NULL CHECK (language IN ('fr', 'en')),
        requested_by uuid NULL,
        status text NOT NULL CHECK (status IN ('queued', 'running', 'ready', 'failed', 'expired')),
        done integer NOT NULL DEFAULT 0 CHECK (done >= 0),
        total integer NOT NULL CHECK (total >= 0),
        file_name text NOT NULL,
        size bigint NULL,
        sha256 text NULL,
        expires_at timestamptz NULL,
        created_at timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX report_card_batches_by_requester ON report_card_batches (requested_by)`);
    await runner.query(
      `CREATE INDEX report_card_batches_to_expire ON report_card_batches (expires_at) WHERE status = 'ready'`,
    );
    await runner.query(`
      CREATE TABLE report_card_batch_downloads (
        key_hash text PRIMARY KEY,
        batch_id uuid NOT NULL REFERENCES report_card_batches (id) ON DELETE CASCADE,
        parts_until timestamptz NOT NULL
      )`);
    await runner.query(
      `CREATE INDEX report_card_batch_downloads_by_batch ON report_card_batch_downloads (batch_id)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE report_card_batch_downloads`);
    await runner.query(`DROP TABLE report_card_batches`);
  }
}
