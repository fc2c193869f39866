import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Entente requise' (issue 27 §4, decision 0066): a loan may require the family's agreement. Only whether it
 * does is kept here; the agreement itself (who signed, when, which text) is identity's, keyed by the loan's id.
 */
export class LoanAgreements1760000000006 implements MigrationInterface {
  name = 'LoanAgreements1760000000006';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE loans ADD COLUMN agreement_required boolean NOT NULL DEFAULT false`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE loans DROP COLUMN agreement_required`);
  }
}
