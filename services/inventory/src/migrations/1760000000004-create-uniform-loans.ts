import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uniforms lent to students (issue 27 §1, §3): who has which uniform, until when, and its return with the
 * condition it came back in. A uniform has at most one open loan (a partial unique index). The student, the
 * lender and who received it are people: declared to the privacy provider, set to NULL on their erasure.
 */
export class CreateUniformLoans1760000000004 implements MigrationInterface {
  name = 'CreateUniformLoans1760000000004';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE uniform_loans (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        uniform_id uuid NOT NULL REFERENCES uniforms (id) ON DELETE CASCADE,
        student_id uuid NULL,
        lent_by uuid NULL,
        lent_at timestamptz NOT NULL,
        due_on date NOT NULL,
        returned_at timestamptz NULL,
        returned_by uuid NULL,
        return_condition text NULL
          CHECK (return_condition IN ('new', 'good', 'worn', 'needs-repair', 'out-of-service')),
        CHECK ((returned_at IS NULL) = (return_condition IS NULL))
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX uniform_loans_one_open ON uniform_loans (uniform_id) WHERE returned_at IS NULL`,
    );
    await runner.query(
      `CREATE INDEX uniform_loans_by_day ON uniform_loans (organization_id, lent_at DESC, id DESC)`,
    );
    await runner.query(
      `CREATE INDEX uniform_loans_by_student ON uniform_loans (student_id, lent_at DESC, id DESC)`,
    );
    await runner.query(`CREATE INDEX uniform_loans_by_lender ON uniform_loans (lent_by)`);
    await runner.query(`CREATE INDEX uniform_loans_by_returner ON uniform_loans (returned_by)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE uniform_loans`);
  }
}
