import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The scores found by what a librarian types, in a school's list or across a board's 60 catalogues (issue 27
 * §9, decision 0081): one lower-case text of the title, composer, arranger and publisher, and a trigram index
 * on it (pg_trgm), so that a search matching few scores reads those and not all 72 000.
 *
 * pg_trgm is the database's, in a schema of its own (`extensions`): a deployment's administrator installs it
 * (deploy/postgres/service-role.sql), since a service's role may not; where nobody did (a superuser's test or
 * development database), it is installed here, once, whoever migrates first.
 */
export class ScoreSearch1760000000014 implements MigrationInterface {
  name = 'ScoreSearch1760000000014';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`SELECT pg_advisory_xact_lock(hashtext('crescendo-extension:pg_trgm'))`);
    await runner.query(`
      DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          CREATE SCHEMA IF NOT EXISTS extensions;
          CREATE EXTENSION pg_trgm WITH SCHEMA extensions;
        END IF;
      END $$`);
    const [{ schema }] = (await runner.query(
      `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE e.extname = 'pg_trgm'`,
    )) as [{ schema: string }];
    await runner.query(`
      ALTER TABLE scores ADD COLUMN search_text text GENERATED ALWAYS AS (
        lower(title || ' ' || coalesce(composer, '') || ' ' || coalesce(arranger, '') || ' ' || coalesce(publisher, ''))
      ) STORED`);
    // Without GIN's pending list: a catalogue imported by the thousand is searched at once, not after a vacuum.
    await runner.query(
      `CREATE INDEX scores_by_search_text ON scores USING gin (search_text "${schema}".gin_trgm_ops)
         WITH (fastupdate = off)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX scores_by_search_text`);
    await runner.query(`ALTER TABLE scores DROP COLUMN search_text`);
  }
}
