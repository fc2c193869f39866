import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reads of practice over a period, each one index range scan (services/homework/README.md, "Indexes"):
 * - `practice_reports_by_student` (organisation, student, day ↓, submitted ↓) INCLUDE (duration) replaces
 *   the one without `submitted_at` and `duration`: a student's reports of a period come out in the list's
 *   order (nothing sorted), and a group's overview sums durations from the index alone (index-only scan).
 * - `practice_reports_by_day` (organisation, day ↓, submitted ↓): an admin's organisation-wide period.
 */
export class PracticeReportPeriodIndexes1730000000002 implements MigrationInterface {
  name = 'PracticeReportPeriodIndexes1730000000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX practice_reports_by_student`);
    await runner.query(
      `CREATE INDEX practice_reports_by_student ON practice_reports
         (organization_id, student_id, practice_date DESC, submitted_at DESC) INCLUDE (duration)`,
    );
    await runner.query(
      `CREATE INDEX practice_reports_by_day ON practice_reports
         (organization_id, practice_date DESC, submitted_at DESC)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX practice_reports_by_day`);
    await runner.query(`DROP INDEX practice_reports_by_student`);
    await runner.query(
      `CREATE INDEX practice_reports_by_student ON practice_reports (organization_id, student_id, practice_date DESC)`,
    );
  }
}
