import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A charge for an instrument lost or damaged by negligence keeps the inventory loan it came from (issue 27 §5,
 * decision 0078): the student and the staff open the loan's return photos and the repair quote from the
 * purchase. A nullable column: every other purchase has none, and adding it rewrites no row of the append-only
 * ledger. Charges posted before it stay without one (the event that carried the loan is not replayed).
 */
export class PurchaseInventoryLoans1750000000004 implements MigrationInterface {
  name = 'PurchaseInventoryLoans1750000000004';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE purchases ADD COLUMN inventory_loan_id uuid`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE purchases DROP COLUMN inventory_loan_id`);
  }
}
