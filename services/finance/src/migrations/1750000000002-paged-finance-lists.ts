import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Finance's lists read a page at a time (issue 34, decision 0044), each page one index range in the list's
 * order, the id (or the entry's position) breaking ties so that the keyset `(…, id) < (cursor)` is an index
 * condition:
 * - `purchases_by_student` (organisation, student, recorded ↓, id ↓) and `purchases_by_day` (organisation,
 *   recorded ↓, id ↓) replace the ones without the id;
 * - `budget_entries_by_day` (budget, day ↓, position ↓): a budget's entries, newest first.
 */
export class PagedFinanceLists1750000000002 implements MigrationInterface {
  name = 'PagedFinanceLists1750000000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX purchases_by_student`);
    await runner.query(`DROP INDEX purchases_by_day`);
    await runner.query(
      `CREATE INDEX purchases_by_student ON purchases (organization_id, student_id, created_at DESC, id DESC)`,
    );
    await runner.query(
      `CREATE INDEX purchases_by_day ON purchases (organization_id, created_at DESC, id DESC)`,
    );
    await runner.query(
      `CREATE INDEX budget_entries_by_day ON budget_entries (budget_id, day DESC, position DESC)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX budget_entries_by_day`);
    await runner.query(`DROP INDEX purchases_by_day`);
    await runner.query(`DROP INDEX purchases_by_student`);
    await runner.query(
      `CREATE INDEX purchases_by_student ON purchases (organization_id, student_id, created_at DESC)`,
    );
    await runner.query(`CREATE INDEX purchases_by_day ON purchases (organization_id, created_at DESC)`);
  }
}
