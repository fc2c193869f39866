import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The key a device gives a report it writes (offline first, sent when the network returns): one report
 * per student and key, so a report sent twice is stored once (services/homework/README.md).
 */
export class PracticeReportClientIds1730000000003 implements MigrationInterface {
  name = 'PracticeReportClientIds1730000000003';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE practice_reports ADD COLUMN client_report_id uuid`);
    await runner.query(
      `CREATE UNIQUE INDEX practice_reports_by_client_id ON practice_reports (student_id, client_report_id)
         WHERE client_report_id IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX practice_reports_by_client_id`);
    await runner.query(`ALTER TABLE practice_reports DROP COLUMN client_report_id`);
  }
}
