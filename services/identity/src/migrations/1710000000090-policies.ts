import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Policies a board sets and a school overrides where allowed (issue 25 §3, decision 0050): each level's
 * current setting, and every change appended to a log with who made it and when.
 */
export class Policies1710000000090 implements MigrationInterface {
  name = 'Policies1710000000090';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE policy_settings (
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        group_id uuid NULL,
        key text NOT NULL,
        value jsonb NOT NULL,
        allow_override boolean NOT NULL,
        set_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
        set_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT policy_settings_one_per_level UNIQUE NULLS NOT DISTINCT (organization_id, group_id, key)
      )`);
    await runner.query(`
      CREATE TABLE policy_changes (
        id bigserial PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        group_id uuid NULL,
        key text NOT NULL,
        value jsonb NULL,
        allow_override boolean NULL,
        changed_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX policy_changes_organization ON policy_changes (organization_id, changed_at DESC)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE policy_changes`);
    await runner.query(`DROP TABLE policy_settings`);
  }
}
