import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An archive holding recordings is larger than one NATS message (issue 31 §2, decision 0059): once its link is
 * used, it is read a part at a time for a quarter of an hour ('fetching'), behind the hash of a key of that
 * download alone, then its zip goes as before.
 */
export class ArchiveParts1710000000642 implements MigrationInterface {
  name = 'ArchiveParts1710000000642';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE data_archives DROP CONSTRAINT data_archives_status_check`);
    await runner.query(
      `ALTER TABLE data_archives ADD CONSTRAINT data_archives_status_check
         CHECK (status IN ('gathering', 'ready', 'fetching', 'fetched', 'failed'))`,
    );
    await runner.query(
      `ALTER TABLE data_archives ADD COLUMN part_key_hash text NULL UNIQUE,
         ADD COLUMN parts_until timestamptz NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE data_archives DROP COLUMN part_key_hash, DROP COLUMN parts_until`);
    await runner.query(`UPDATE data_archives SET status = 'fetched' WHERE status = 'fetching'`);
    await runner.query(`ALTER TABLE data_archives DROP CONSTRAINT data_archives_status_check`);
    await runner.query(
      `ALTER TABLE data_archives ADD CONSTRAINT data_archives_status_check
         CHECK (status IN ('gathering', 'ready', 'fetched', 'failed'))`,
    );
  }
}
