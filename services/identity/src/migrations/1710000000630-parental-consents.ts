import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Parents and under-14s (issue 31 §7, decision 0066): what the school says of a student's age and a parent's
 * address (`student_guardians`), and one consent per student, school and feature (`parental_consents`): its
 * status, the text version the parent answered, their name as signature, and the mailed link's hash (the same
 * link answers a pending request and later withdraws a consent given). The same table keeps the agreements a
 * service asks for one item (`reference`: a loan, a trip; `summary`: what is agreed to), signed by the parent,
 * or by the student aged 14 or more (`signer`).
 */
export class ParentalConsents1710000000630 implements MigrationInterface {
  name = 'ParentalConsents1710000000630';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE TABLE student_guardians (
         organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
         student_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
         age_band text NULL CHECK (age_band IN ('under14', 'fourteenPlus')),
         parent_email text NULL,
         set_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
         set_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (organization_id, student_id)
       )`,
    );
    await runner.query(
      `CREATE TABLE parental_consents (
         organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
         student_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
         feature text NOT NULL CHECK (feature IN ('recordingSharing', 'practicePlan', 'loanAgreement', 'trip')),
         status text NOT NULL CHECK (status IN ('pending', 'granted', 'refused', 'withdrawn')),
         text_version text NOT NULL,
         mailed_to text NOT NULL,
         token_hash text NOT NULL UNIQUE,
         link_expires_at timestamptz NOT NULL,
         signed_name text NULL,
         requested_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
         requested_at timestamptz NOT NULL DEFAULT now(),
         decided_at timestamptz NULL,
         reference text NOT NULL DEFAULT '',
         summary text NULL,
         signer text NOT NULL DEFAULT 'parent' CHECK (signer IN ('parent', 'student')),
         PRIMARY KEY (organization_id, student_id, feature, reference)
       )`,
    );
    await runner.query(`CREATE INDEX parental_consents_by_student ON parental_consents (student_id)`);
    await runner.query(`CREATE INDEX student_guardians_by_student ON student_guardians (student_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE parental_consents`);
    await runner.query(`DROP TABLE student_guardians`);
  }
}
