import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Photos of the inventory (issue 27 §1, §3, §5; decision 0072): an instrument's own (`stage` 'item', no loan),
 * and a loan's condition photos at check-out, at return and the repair quote (`loan_id`, and the loan's
 * student in `student_id`: their personal data, exported and erased with them). The image is a file on the
 * photos' volume under `storage_key`; the row is written once the file is complete.
 */
export class Photos1760000000007 implements MigrationInterface {
  name = 'Photos1760000000007';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE photos (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        instrument_id uuid NOT NULL REFERENCES instruments (id) ON DELETE CASCADE,
        loan_id uuid REFERENCES loans (id) ON DELETE CASCADE,
        stage text NOT NULL CHECK (stage IN ('item', 'check-out', 'return', 'quote')),
        student_id uuid,
        alt_text text NOT NULL,
        mime_type text NOT NULL CHECK (mime_type IN ('image/jpeg', 'image/png', 'image/webp')),
        bytes integer NOT NULL CHECK (bytes >= 0),
        storage_key text NOT NULL UNIQUE,
        uploaded_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((stage = 'item') = (loan_id IS NULL))
      )`);
    await runner.query(
      `CREATE INDEX photos_of_instrument ON photos (instrument_id, created_at, id) WHERE loan_id IS NULL`,
    );
    await runner.query(`CREATE INDEX photos_of_loan ON photos (loan_id, created_at, id)`);
    await runner.query(`CREATE INDEX photos_by_student ON photos (student_id)`);
    await runner.query(`CREATE INDEX photos_by_uploader ON photos (uploaded_by)`);
    await runner.query(`CREATE INDEX photos_by_school ON photos (organization_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE photos`);
  }
}
