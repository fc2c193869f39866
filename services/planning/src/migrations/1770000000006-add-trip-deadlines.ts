import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A 'Sortie''s deadlines (issue 28 §6): the deposit and the balance (whole cents, CAD, each with its due day),
 * the day the consents are awaited, and when 'Facturer la sortie' was first done (the purchases themselves are
 * finance's; no person is named here).
 */
export class AddTripDeadlines1770000000006 implements MigrationInterface {
  name = 'AddTripDeadlines1770000000006';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE events
        ADD COLUMN deposit_cents integer CHECK (deposit_cents > 0),
        ADD COLUMN deposit_due date,
        ADD COLUMN balance_cents integer CHECK (balance_cents > 0),
        ADD COLUMN balance_due date,
        ADD COLUMN consent_due date,
        ADD COLUMN billed_at timestamptz,
        ADD CONSTRAINT events_deposit_whole CHECK ((deposit_cents IS NULL) = (deposit_due IS NULL)),
        ADD CONSTRAINT events_balance_whole CHECK ((balance_cents IS NULL) = (balance_due IS NULL))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE events
        DROP CONSTRAINT events_balance_whole, DROP CONSTRAINT events_deposit_whole,
        DROP COLUMN billed_at, DROP COLUMN consent_due, DROP COLUMN balance_due, DROP COLUMN balance_cents,
        DROP COLUMN deposit_due, DROP COLUMN deposit_cents`);
  }
}
