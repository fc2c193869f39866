import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The replacement plan's settings (issue 27 §7, decision 0073), one row per school that changed them: replace
 * an instrument at `max_age_years`, or when its repairs cost more than `repair_ratio_percent` of its price. A
 * school without a row keeps the defaults (15 years, 50 %). Nobody's data: who changed them is not kept.
 * The plan itself reads the instruments and their repairs' costs: `repairs_by_instrument_cost` sums the costs
 * of a school's completed repairs per instrument without reading the notes.
 */
export class ReplacementSettings1760000000008 implements MigrationInterface {
  name = 'ReplacementSettings1760000000008';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE replacement_settings (
        organization_id uuid PRIMARY KEY,
        max_age_years int NOT NULL CHECK (max_age_years BETWEEN 5 AND 50),
        repair_ratio_percent int NOT NULL CHECK (repair_ratio_percent BETWEEN 10 AND 100),
        updated_at timestamptz NOT NULL
      )`);
    await runner.query(
      `CREATE INDEX repairs_by_instrument_cost ON repairs (organization_id, instrument_id) INCLUDE (cost_cents)
       WHERE cost_cents > 0`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX repairs_by_instrument_cost`);
    await runner.query(`DROP TABLE replacement_settings`);
  }
}
