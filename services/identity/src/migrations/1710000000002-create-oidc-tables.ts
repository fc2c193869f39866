import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The embedded OpenID Connect provider's state: its artefacts (sessions, grants, codes, refresh tokens,
 * interactions), its secrets (signing keys, cookie keys) and the sign-in failures that slow and lock.
 */
export class CreateOidcTables1710000000002 implements MigrationInterface {
  name = 'CreateOidcTables1710000000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE oidc_models (
        kind text NOT NULL,
        id text NOT NULL,
        payload jsonb NOT NULL,
        grant_id text NULL,
        user_code text NULL,
        uid text NULL,
        expires_at timestamptz NULL,
        consumed_at timestamptz NULL,
        PRIMARY KEY (kind, id)
      )`);
    await runner.query(`CREATE INDEX oidc_models_grant ON oidc_models (grant_id) WHERE grant_id IS NOT NULL`);
    await runner.query(`CREATE INDEX oidc_models_uid ON oidc_models (kind, uid) WHERE uid IS NOT NULL`);
    await runner.query(
      `CREATE INDEX oidc_models_user_code ON oidc_models (kind, user_code) WHERE user_code IS NOT NULL`,
    );
    await runner.query(`CREATE INDEX oidc_models_expiry ON oidc_models (expires_at)`);
    await runner.query(`
      CREATE TABLE oidc_secrets (
        name text PRIMARY KEY,
        value jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE login_failures (
        email text PRIMARY KEY,
        failures integer NOT NULL,
        last_failure_at timestamptz NOT NULL,
        locked_until timestamptz NULL
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE login_failures`);
    await runner.query(`DROP TABLE oidc_secrets`);
    await runner.query(`DROP TABLE oidc_models`);
  }
}
