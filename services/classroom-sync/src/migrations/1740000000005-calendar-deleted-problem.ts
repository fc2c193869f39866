import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A publication whose calendar the teacher deleted in Google Agenda (issue 28 §7): `problem` may say so
 * ('calendarDeleted'), until 'Publier dans Google Agenda' makes a new calendar.
 */
export class CalendarDeletedProblem1740000000005 implements MigrationInterface {
  name = 'CalendarDeletedProblem1740000000005';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE calendar_publications DROP CONSTRAINT calendar_publications_problem_check,
        ADD CONSTRAINT calendar_publications_problem_check
          CHECK (problem IN ('reconnect', 'consent', 'calendarDeleted'))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`UPDATE calendar_publications SET problem = NULL WHERE problem = 'calendarDeleted'`);
    await runner.query(`
      ALTER TABLE calendar_publications DROP CONSTRAINT calendar_publications_problem_check,
        ADD CONSTRAINT calendar_publications_problem_check CHECK (problem IN ('reconnect', 'consent'))`);
  }
}
