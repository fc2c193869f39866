import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Section goals (issue 29 §4): a goal may target sections of its group (an instrument family or one
 * instrument), shown side by side; none: the whole group, as before. Who plays what stays identity's.
 */
export class AddGoalSections1790000000012 implements MigrationInterface {
  name = 'AddGoalSections1790000000012';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE goals ADD COLUMN sections jsonb NOT NULL DEFAULT '[]'::jsonb
         CHECK (jsonb_typeof(sections) = 'array' AND jsonb_array_length(sections) <= 4)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE goals DROP COLUMN sections`);
  }
}
