import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Responsable de la protection des renseignements personnels' (issue 31 §6): one per school or board at most,
 * its title, name and contact e-mail as the organisation's administrator set them. Goes with the organisation.
 */
export class PrivacyOfficers1710000000600 implements MigrationInterface {
  name = 'PrivacyOfficers1710000000600';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE TABLE privacy_officers (
         organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
         title text NOT NULL,
         name text NOT NULL,
         email text NOT NULL,
         set_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
         set_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE privacy_officers`);
  }
}
