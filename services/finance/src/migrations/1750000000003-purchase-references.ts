import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a service charges on a student's behalf carries its reference (issue 28 §6: a trip's deposit and balance,
 * 'planning.trip:<event>:deposit'): one purchase not cancelled per student and reference, found again by it.
 * Adding the column rewrites no row of the append-only ledger.
 */
export class PurchaseReferences1750000000003 implements MigrationInterface {
  name = 'PurchaseReferences1750000000003';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE purchases ADD COLUMN reference text`);
    await runner.query(
      `CREATE INDEX purchases_by_reference ON purchases (organization_id, reference, created_at DESC, id DESC)
       WHERE reference IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX purchases_by_reference`);
    await runner.query(`ALTER TABLE purchases DROP COLUMN reference`);
  }
}
