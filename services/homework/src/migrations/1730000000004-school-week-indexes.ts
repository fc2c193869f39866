import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The board dashboard's week of many schools (decision 0050), one index range per school:
 * - `practice_reports_by_school_day` (organisation, day) INCLUDE (student, duration): a week's minutes per
 *   student from the index alone (the `by_day` index would fetch every row from the table);
 * - `assignments_by_school_due_date` (organisation, due day): the assignments due in the week.
 */
export class SchoolWeekIndexes1730000000004 implements MigrationInterface {
  name = 'SchoolWeekIndexes1730000000004';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE INDEX practice_reports_by_school_day ON practice_reports
         (organization_id, practice_date) INCLUDE (student_id, duration)`,
    );
    await runner.query(
      `CREATE INDEX assignments_by_school_due_date ON assignments (organization_id, due_date)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX assignments_by_school_due_date`);
    await runner.query(`DROP INDEX practice_reports_by_school_day`);
  }
}
