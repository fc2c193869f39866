import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Télécharger mes données' (issue 31 §2, decision 0059): each archive asked for, whose data it holds and who
 * asked (the person, or an administrator of their school for a student), the zip once gathered, and the
 * hash of its mailed link. The zip and the hash go when the link is used; the row goes with either person.
 */
export class DataArchives1710000000590 implements MigrationInterface {
  name = 'DataArchives1710000000590';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE TABLE data_archives (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
         requested_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
         status text NOT NULL DEFAULT 'gathering'
           CHECK (status IN ('gathering', 'ready', 'fetched', 'failed')),
         archive bytea NULL,
         token_hash text NULL UNIQUE,
         requested_at timestamptz NOT NULL DEFAULT now(),
         ready_at timestamptz NULL,
         expires_at timestamptz NULL,
         fetched_at timestamptz NULL
       )`,
    );
    await runner.query(`CREATE INDEX data_archives_user ON data_archives (user_id)`);
    await runner.query(`CREATE INDEX data_archives_requested_by ON data_archives (requested_by)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE data_archives`);
  }
}
