import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recordings as evidence (issue 29 §2, decision 0064): a student's audio attached to one of their practice
 * reports or submissions (homework's ids: no foreign key crosses schemas), its file on the storage under
 * `storage_key`, and the teachers' comments at a moment of it.
 */
export class CreateRecordings1790000000010 implements MigrationInterface {
  name = 'CreateRecordings1790000000010';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE recordings (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        student_id uuid NOT NULL,
        practice_report_id uuid NULL,
        submission_id uuid NULL,
        mime_type text NOT NULL CHECK (mime_type IN ('audio/webm', 'audio/ogg', 'audio/mpeg', 'audio/mp4')),
        bytes integer NOT NULL CHECK (bytes > 0),
        duration_seconds integer NOT NULL CHECK (duration_seconds BETWEEN 1 AND 600),
        storage_key text NOT NULL UNIQUE,
        kept_as_evidence boolean NOT NULL DEFAULT false,
        kept_by uuid NULL,
        kept_at timestamptz NULL,
        created_at timestamptz NOT NULL,
        CHECK ((practice_report_id IS NULL) <> (submission_id IS NULL))
      )`);
    // A target's recordings in the order they were made (the list's order and keyset).
    await runner.query(
      `CREATE INDEX recordings_by_report ON recordings (organization_id, practice_report_id, created_at, id)
        WHERE practice_report_id IS NOT NULL`,
    );
    await runner.query(
      `CREATE INDEX recordings_by_submission ON recordings (organization_id, submission_id, created_at, id)
        WHERE submission_id IS NOT NULL`,
    );
    await runner.query(`CREATE INDEX recordings_by_student ON recordings (student_id)`);
    await runner.query(`CREATE INDEX recordings_by_keeper ON recordings (kept_by)`);
    await runner.query(`
      CREATE TABLE recording_comments (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        recording_id uuid NOT NULL REFERENCES recordings (id) ON DELETE CASCADE,
        at_second integer NOT NULL CHECK (at_second BETWEEN 0 AND 600),
        text text NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
        author_id uuid NULL,
        created_at timestamptz NOT NULL
      )`);
    await runner.query(
      `CREATE INDEX recording_comments_by_recording ON recording_comments (recording_id, at_second, created_at)`,
    );
    await runner.query(`CREATE INDEX recording_comments_by_author ON recording_comments (author_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE recording_comments`);
    await runner.query(`DROP TABLE recordings`);
  }
}
