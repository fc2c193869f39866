import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One account, several schools and roles (issue 25 §2, decision 0050): a membership is (user, organisation,
 * role) rather than one row per user. The key is two unique indexes because a primary key cannot hold the
 * null organisation of an account that has none yet: that account has exactly one organisation-less row, and
 * the service replaces it when they join a school. `last_used_at` answers "without a choice, the membership
 * used last".
 */
export class MembershipsPerSchoolAndRole1710000000100 implements MigrationInterface {
  name = 'MembershipsPerSchoolAndRole1710000000100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE memberships DROP CONSTRAINT memberships_pkey`);
    await runner.query(`ALTER TABLE memberships ADD COLUMN last_used_at timestamptz NULL`);
    await runner.query(
      `CREATE UNIQUE INDEX memberships_key ON memberships (user_id, organization_id, role)
        WHERE organization_id IS NOT NULL`,
    );
    await runner.query(
      `CREATE UNIQUE INDEX memberships_without_organization ON memberships (user_id) WHERE organization_id IS NULL`,
    );
    await runner.query(`CREATE INDEX memberships_user ON memberships (user_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    // Back to one row per user: each keeps the membership used last (then the oldest).
    await runner.query(
      `DELETE FROM memberships m USING (
         SELECT ctid, row_number() OVER (
           PARTITION BY user_id ORDER BY last_used_at DESC NULLS LAST, joined_at, organization_id, role) AS n
           FROM memberships) ranked
        WHERE m.ctid = ranked.ctid AND ranked.n > 1`,
    );
    await runner.query(`DROP INDEX memberships_user`);
    await runner.query(`DROP INDEX memberships_without_organization`);
    await runner.query(`DROP INDEX memberships_key`);
    await runner.query(`ALTER TABLE memberships DROP COLUMN last_used_at`);
    await runner.query(`ALTER TABLE memberships ADD PRIMARY KEY (user_id)`);
  }
}
