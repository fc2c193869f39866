import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, organisations, memberships, linked sign-in identities, invitations and password credentials. */
export class CreateIdentityTables1710000000001 implements MigrationInterface {
  name = 'CreateIdentityTables1710000000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE organizations (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        email text NOT NULL CHECK (email = lower(email)),
        first_name text NOT NULL,
        last_name text NOT NULL,
        phone text NULL,
        bio text NULL,
        picture text NULL,
        instrument text NULL,
        group_id uuid NULL,
        language text NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'en')),
        currency text NOT NULL DEFAULT 'CAD' CHECK (currency IN ('CAD', 'USD', 'EUR')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE UNIQUE INDEX users_email ON users (email)`);
    await runner.query(`
      CREATE TABLE memberships (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        organization_id uuid NULL REFERENCES organizations (id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('admin', 'teacher', 'student')),
        joined_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX memberships_organization ON memberships (organization_id, role)`);
    await runner.query(`
      CREATE TABLE user_identities (
        issuer text NOT NULL,
        subject text NOT NULL,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        PRIMARY KEY (issuer, subject)
      )`);
    await runner.query(`CREATE INDEX user_identities_user ON user_identities (user_id)`);
    await runner.query(`
      CREATE TABLE invitations (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        email text NOT NULL CHECK (email = lower(email)),
        role text NOT NULL CHECK (role IN ('admin', 'teacher', 'student')),
        invited_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz NULL
      )`);
    await runner.query(`CREATE INDEX invitations_email ON invitations (email) WHERE accepted_at IS NULL`);
    await runner.query(`
      CREATE TABLE password_credentials (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        hash text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // TOTP secret (set up, then enabled once a code is verified) and one-time recovery codes (hashed).
    await runner.query(`
      CREATE TABLE two_factor (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        secret text NOT NULL,
        enabled_at timestamptz NULL,
        recovery_codes jsonb NOT NULL DEFAULT '[]'
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE two_factor`);
    await runner.query(`DROP TABLE password_credentials`);
    await runner.query(`DROP TABLE invitations`);
    await runner.query(`DROP TABLE user_identities`);
    await runner.query(`DROP TABLE memberships`);
    await runner.query(`DROP TABLE users`);
    await runner.query(`DROP TABLE organizations`);
  }
}
