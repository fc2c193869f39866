import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Demandes d'accès' (issue 31 §6, decision 0063): each request a school received about personal information,
 * with the law it answers under (`body`, as the school was when it arrived) and its deadline (`due_on`, libs/domain's
 * rule; kept here to sort by it). 'Établissement privé' on the school: `organizations.private_body`.
 */
export class PrivacyRequests1710000000610 implements MigrationInterface {
  name = 'PrivacyRequests1710000000610';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE organizations ADD COLUMN private_body boolean NOT NULL DEFAULT false`);
    await runner.query(
      `CREATE TABLE privacy_requests (
         id uuid PRIMARY KEY,
         organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
         kind text NOT NULL CHECK (kind IN ('access', 'rectification', 'portability', 'consentWithdrawal')),
         requester_name text NOT NULL,
         requester_email text NOT NULL,
         student_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
         received_on date NOT NULL,
         body text NOT NULL CHECK (body IN ('public', 'private')),
         due_on date NOT NULL,
         extended_at timestamptz NULL,
         answered_on date NULL,
         answer_note text NULL,
         recorded_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
         recorded_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await runner.query(
      `CREATE INDEX privacy_requests_by_deadline
         ON privacy_requests (organization_id, (answered_on IS NOT NULL), due_on, id)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE privacy_requests`);
    await runner.query(`ALTER TABLE organizations DROP COLUMN private_body`);
  }
}
