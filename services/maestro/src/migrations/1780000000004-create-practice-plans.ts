import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30 §2 'Plan de pratique' (feature `practice-plan` in the log): a student's week of short sessions,
 * asked from one of their assignments and the difficulty they describe, kept as a draft until a teacher of the
 * group keeps it. It names the student, holds their words, and who kept it.
 */
export class CreatePracticePlans1780000000004 implements MigrationInterface {
  name = 'CreatePracticePlans1780000000004';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE requests DROP CONSTRAINT requests_feature_check`);
    await runner.query(
      `ALTER TABLE requests ADD CONSTRAINT requests_feature_check
       CHECK (feature IN ('student-bilan', 'report-comment', 'competency-comment', 'lesson-ideas', 'practice-plan'))`,
    );
    await runner.query(`
      CREATE TABLE practice_plans (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        request_id uuid NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
        student_id uuid NOT NULL,
        group_id uuid NOT NULL,
        assignment_id uuid NOT NULL,
        assignment_title text NOT NULL,
        difficulty text NOT NULL,
        language text NOT NULL CHECK (language IN ('fr', 'en')),
        sessions jsonb NOT NULL,
        model jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        kept_by uuid NULL,
        kept_by_name text NULL,
        kept_at timestamptz NULL
      )`);
    await runner.query(
      `CREATE INDEX practice_plans_by_student ON practice_plans (organization_id, student_id, created_at DESC, id DESC)`,
    );
    await runner.query(
      `CREATE INDEX practice_plans_by_group ON practice_plans (organization_id, group_id, created_at DESC, id DESC)`,
    );
    await runner.query(`CREATE INDEX practice_plans_by_keeper ON practice_plans (kept_by)`);
    await runner.query(`CREATE INDEX practice_plans_by_request ON practice_plans (request_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE practice_plans`);
    await runner.query(`DELETE FROM requests WHERE feature = 'practice-plan'`);
    await runner.query(`ALTER TABLE requests DROP CONSTRAINT requests_feature_check`);
    await runner.query(
      `ALTER TABLE requests ADD CONSTRAINT requests_feature_check
       CHECK (feature IN ('student-bilan', 'report-comment', 'competency-comment', 'lesson-ideas'))`,
    );
  }
}
