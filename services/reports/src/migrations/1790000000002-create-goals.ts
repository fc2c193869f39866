import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ensemble goals ('Objectif de l'ensemble', issue 29 §4): a group's days with practice out of seven over a
 * period of at most a term. A goal names no student; its progress is computed when read, never stored.
 */
export class CreateGoals1790000000002 implements MigrationInterface {
  name = 'CreateGoals1790000000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE goals (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        group_id uuid NOT NULL,
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
        days_per_week integer NOT NULL CHECK (days_per_week BETWEEN 1 AND 7),
        starts_on date NOT NULL,
        ends_on date NOT NULL,
        created_at timestamptz NOT NULL,
        created_by uuid NULL,
        CHECK (ends_on >= starts_on AND ends_on - starts_on < 140)
      )`);
    // A group's goals, latest start first (the list's order and keyset).
    await runner.query(
      `CREATE INDEX goals_by_group ON goals (organization_id, group_id, starts_on DESC, id DESC)`,
    );
    await runner.query(`CREATE INDEX goals_by_creator ON goals (created_by)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE goals`);
  }
}
