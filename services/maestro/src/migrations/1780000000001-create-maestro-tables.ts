import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Maestro IA's log and drafts (issue 30 §4). Every request is logged before the model is asked (so the
 * day's budgets count it, answered or not): who, when, which feature, model, provider and where it runs, a
 * hash of the prompt (never the prompt: it is rebuilt from the records), the validated output (stand-ins,
 * no names), whether approved. A draft is what the teacher reads, edits and approves.
 */
export class CreateMaestroTables1780000000001 implements MigrationInterface {
  name = 'CreateMaestroTables1780000000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE requests (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        user_id uuid NULL,
        asked_at timestamptz NOT NULL,
        day date NOT NULL,
        feature text NOT NULL CHECK (feature IN ('student-bilan')),
        model text NOT NULL,
        provider text NOT NULL,
        location text NOT NULL CHECK (location IN ('local', 'external')),
        prompt_sha256 text NOT NULL CHECK (prompt_sha256 ~ '^[0-9a-f]{64}$'),
        status text NOT NULL CHECK (status IN ('pending', 'answered', 'failed')),
        output jsonb NULL,
        draft_id uuid NULL,
        approved_by uuid NULL,
        approved_at timestamptz NULL
      )`);
    // The day's budgets: a user's requests, a school's.
    await runner.query(`CREATE INDEX requests_by_user_day ON requests (user_id, day)`);
    await runner.query(`CREATE INDEX requests_by_school_day ON requests (organization_id, day)`);
    await runner.query(`CREATE INDEX requests_by_approver ON requests (approved_by)`);
    await runner.query(`CREATE INDEX requests_by_draft ON requests (draft_id)`);

    await runner.query(`
      CREATE TABLE drafts (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        request_id uuid NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
        feature text NOT NULL CHECK (feature IN ('student-bilan')),
        student_id uuid NOT NULL,
        group_id uuid NOT NULL,
        period_from date NOT NULL,
        period_to date NOT NULL CHECK (period_to >= period_from),
        sentences jsonb NOT NULL,
        model jsonb NOT NULL,
        edited boolean NOT NULL DEFAULT false,
        created_by uuid NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        approved_by uuid NULL,
        approved_by_name text NULL,
        approved_at timestamptz NULL
      )`);
    await runner.query(`CREATE INDEX drafts_by_student ON drafts (student_id)`);
    await runner.query(`CREATE INDEX drafts_by_group ON drafts (group_id)`);
    await runner.query(`CREATE INDEX drafts_by_creator ON drafts (created_by)`);
    await runner.query(`CREATE INDEX drafts_by_approver ON drafts (approved_by)`);
    await runner.query(`CREATE INDEX drafts_by_request ON drafts (request_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE drafts`);
    await runner.query(`DROP TABLE requests`);
  }
}
