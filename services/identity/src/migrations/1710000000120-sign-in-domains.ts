import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in by the school's domain (issue 25 §5, decision 0057): per e-mail domain, the identity provider a board
 * configured (its client secret sealed with identity's sealing key), the school the domain leads to and the role
 * it gives there. A domain belongs to one board; it goes with its school or its board.
 */
export class SignInDomains1710000000120 implements MigrationInterface {
  name = 'SignInDomains1710000000120';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE sign_in_domains (
        domain text PRIMARY KEY CHECK (domain = lower(domain)),
        board_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('google-workspace', 'entra-id', 'oidc')),
        issuer text NOT NULL,
        client_id text NOT NULL,
        client_secret_sealed text NOT NULL,
        school_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('teacher', 'student')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX sign_in_domains_board ON sign_in_domains (board_id, domain)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE sign_in_domains`);
  }
}
