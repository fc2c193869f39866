import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Proven mailboxes: when a user's address was verified, the address they asked to change to, single-use
 * mailed tokens (kept as SHA-256 hashes) and the invitation's own hashed token.
 */
export class MailboxProofs1710000000020 implements MigrationInterface {
  name = 'MailboxProofs1710000000020';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE users ADD COLUMN email_verified_at timestamptz NULL`);
    await runner.query(
      `ALTER TABLE users ADD COLUMN pending_email text NULL CHECK (pending_email = lower(pending_email))`,
    );
    await runner.query(`
      CREATE TABLE mail_tokens (
        token_hash text PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('verify-email', 'change-email', 'reset-password')),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX mail_tokens_user ON mail_tokens (user_id, purpose)`);
    // An invitation made before links existed has no token: it can no longer be accepted.
    await runner.query(`ALTER TABLE invitations ADD COLUMN token_hash text NULL`);
    await runner.query(`CREATE UNIQUE INDEX invitations_token ON invitations (token_hash)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX invitations_token`);
    await runner.query(`ALTER TABLE invitations DROP COLUMN token_hash`);
    await runner.query(`DROP TABLE mail_tokens`);
    await runner.query(`ALTER TABLE users DROP COLUMN pending_email`);
    await runner.query(`ALTER TABLE users DROP COLUMN email_verified_at`);
  }
}
