import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29 §4, the rest of motivation: concert sprints ('Défi': four weeks of a group ending on a planning
 * event, whose title and day are kept as the planning answered them), badges a teacher grants for evidence,
 * and the reflection a student writes after practice (keyed by homework's report id and its student).
 */
export class CreateSprintsBadgesReflections1790000000004 implements MigrationInterface {
  name = 'CreateSprintsBadgesReflections1790000000004';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE sprints (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        group_id uuid NOT NULL,
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
        days_per_week integer NOT NULL CHECK (days_per_week BETWEEN 1 AND 7),
        event_id uuid NOT NULL,
        event_title text NOT NULL,
        starts_on date NOT NULL,
        ends_on date NOT NULL,
        ended_on date NULL,
        created_at timestamptz NOT NULL,
        created_by uuid NULL,
        ended_by uuid NULL,
        CHECK (ends_on - starts_on = 27)
      )`);
    await runner.query(
      `CREATE INDEX sprints_by_group ON sprints (organization_id, group_id, ends_on DESC, id DESC)`,
    );
    await runner.query(`CREATE INDEX sprints_by_creator ON sprints (created_by)`);
    await runner.query(`CREATE INDEX sprints_by_ender ON sprints (ended_by)`);

    await runner.query(`
      CREATE TABLE badges (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        group_id uuid NOT NULL,
        student_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('tempo', 'piece', 'scale', 'custom')),
        label text NULL CHECK (length(label) BETWEEN 1 AND 60),
        evidence text NULL CHECK (length(evidence) BETWEEN 1 AND 200),
        granted_at timestamptz NOT NULL,
        granted_by uuid NULL,
        CHECK ((kind = 'custom') = (label IS NOT NULL))
      )`);
    await runner.query(
      `CREATE INDEX badges_by_group ON badges (organization_id, group_id, granted_at DESC, id DESC)`,
    );
    await runner.query(`CREATE INDEX badges_by_student ON badges (student_id, granted_at DESC, id DESC)`);
    await runner.query(`CREATE INDEX badges_by_granter ON badges (granted_by)`);

    await runner.query(`
      CREATE TABLE reflections (
        student_id uuid NOT NULL,
        report_id uuid NOT NULL,
        organization_id uuid NOT NULL,
        goal text NOT NULL CHECK (length(goal) <= 500),
        strategy text NOT NULL CHECK (length(strategy) <= 500),
        outcome text NOT NULL CHECK (length(outcome) <= 500),
        written_at timestamptz NOT NULL,
        PRIMARY KEY (student_id, report_id)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE reflections`);
    await runner.query(`DROP TABLE badges`);
    await runner.query(`DROP TABLE sprints`);
  }
}
