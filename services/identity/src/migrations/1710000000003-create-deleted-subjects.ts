import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sign-in subjects of deleted accounts, for a day: an access token issued before the deletion stays
 * valid until it expires, and must not bring the account back as a fresh profile (spec §4's rule).
 */
export class CreateDeletedSubjects1710000000003 implements MigrationInterface {
  name = 'CreateDeletedSubjects1710000000003';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE deleted_subjects (
        issuer text NOT NULL,
        subject text NOT NULL,
        deleted_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (issuer, subject)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE deleted_subjects`);
  }
}
