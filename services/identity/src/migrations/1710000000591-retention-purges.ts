import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each nightly retention purge removed (issue 31 §5, decision 0059): when, from which service's table, for
 * which school (null: everywhere), how many rows. Counts only: no person is named.
 */
export class RetentionPurges1710000000591 implements MigrationInterface {
  name = 'RetentionPurges1710000000591';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE TABLE retention_purges (
         id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
         ran_at timestamptz NOT NULL,
         service text NOT NULL,
         table_name text NOT NULL,
         organization_id uuid NULL,
         rows integer NOT NULL
       )`,
    );
    await runner.query(
      `CREATE INDEX retention_purges_by_school ON retention_purges (organization_id, ran_at DESC)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE retention_purges`);
  }
}
