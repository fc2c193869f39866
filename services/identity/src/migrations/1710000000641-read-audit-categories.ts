import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Journal des consultations' (issue 31 §4, decision 0067): practice reports and Maestro IA's outputs about a
 * student are read categories too (`practice`, `aiOutputs`), beside grades, report cards, recordings, messages
 * and finances.
 */
export class ReadAuditCategories1710000000641 implements MigrationInterface {
  name = 'ReadAuditCategories1710000000641';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE read_audit DROP CONSTRAINT read_audit_category_check`);
    await runner.query(
      `ALTER TABLE read_audit ADD CONSTRAINT read_audit_category_check CHECK (category IN
         ('grades', 'reportCards', 'recordings', 'messages', 'finances', 'practice', 'aiOutputs'))`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DELETE FROM read_audit WHERE category IN ('practice', 'aiOutputs')`);
    await runner.query(`DELETE FROM read_reviews WHERE category IN ('practice', 'aiOutputs')`);
    await runner.query(`ALTER TABLE read_audit DROP CONSTRAINT read_audit_category_check`);
    await runner.query(
      `ALTER TABLE read_audit ADD CONSTRAINT read_audit_category_check
         CHECK (category IN ('grades', 'reportCards', 'recordings', 'messages', 'finances'))`,
    );
  }
}
