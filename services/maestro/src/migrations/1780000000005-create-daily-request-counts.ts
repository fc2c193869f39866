import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The day's budgets as counters (issue 30 §4, §6; decision 0068, "Budgets"): a row per school and day and per
 * user and day, taken with one `INSERT … ON CONFLICT … DO UPDATE … WHERE used < limit`, instead of counting
 * the log under a lock of the school. Seeded from the log, so today's requests already made still count.
 */
export class CreateDailyRequestCounts1780000000005 implements MigrationInterface {
  name = 'CreateDailyRequestCounts1780000000005';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE school_daily_requests (
        organization_id uuid NOT NULL,
        day date NOT NULL,
        used integer NOT NULL CHECK (used >= 0),
        PRIMARY KEY (organization_id, day)
      )`);
    await runner.query(`
      CREATE TABLE user_daily_requests (
        user_id uuid NOT NULL,
        organization_id uuid NOT NULL,
        day date NOT NULL,
        used integer NOT NULL CHECK (used >= 0),
        PRIMARY KEY (user_id, organization_id, day)
      )`);
    await runner.query(`CREATE INDEX user_daily_requests_by_school ON user_daily_requests (organization_id)`);
    await runner.query(`
      INSERT INTO school_daily_requests (organization_id, day, used)
      SELECT organization_id, day, count(*) FROM requests GROUP BY organization_id, day`);
    await runner.query(`
      INSERT INTO user_daily_requests (user_id, organization_id, day, used)
      SELECT user_id, organization_id, day, count(*) FROM requests WHERE user_id IS NOT NULL
      GROUP BY user_id, organization_id, day`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE user_daily_requests`);
    await runner.query(`DROP TABLE school_daily_requests`);
  }
}
