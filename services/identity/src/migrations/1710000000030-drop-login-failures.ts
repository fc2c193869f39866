import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed sign-ins are counted in Redis now, with growing waits instead of a lock (`login/sign-in-limits.ts`):
 * the per-e-mail lock that any stranger could set on a real account is gone, and its table with it.
 */
export class DropLoginFailures1710000000030 implements MigrationInterface {
  name = 'DropLoginFailures1710000000030';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE login_failures`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE login_failures (
        email text PRIMARY KEY,
        failures integer NOT NULL,
        last_failure_at timestamptz NOT NULL,
        locked_until timestamptz NULL
      )`);
  }
}
