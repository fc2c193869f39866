import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Commentaires de bulletin' (issue 30 §2): the log takes the feature `report-comment`; a comment draft is one
 * student's report-card comment for a term, kept until the teacher approves (written into reports) or
 * discards it.
 */
export class CreateCommentDrafts1780000000002 implements MigrationInterface {
  name = 'CreateCommentDrafts1780000000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE requests DROP CONSTRAINT requests_feature_check`);
    await runner.query(
      `ALTER TABLE requests ADD CONSTRAINT requests_feature_check
       CHECK (feature IN ('student-bilan', 'report-comment'))`,
    );
    await runner.query(`
      CREATE TABLE comment_drafts (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        request_id uuid NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
        group_id uuid NOT NULL,
        term_id uuid NOT NULL,
        student_id uuid NOT NULL,
        language text NOT NULL CHECK (language IN ('fr', 'en')),
        text text NOT NULL,
        model jsonb NOT NULL,
        edited boolean NOT NULL DEFAULT false,
        created_by uuid NULL,
        created_at timestamptz NOT NULL,
        approved_by uuid NULL,
        approved_by_name text NULL,
        approved_at timestamptz NULL
      )`);
    await runner.query(
      `CREATE INDEX comment_drafts_by_group_term ON comment_drafts (group_id, term_id, created_at)`,
    );
    await runner.query(`CREATE INDEX comment_drafts_by_student ON comment_drafts (student_id)`);
    await runner.query(`CREATE INDEX comment_drafts_by_creator ON comment_drafts (created_by)`);
    await runner.query(`CREATE INDEX comment_drafts_by_approver ON comment_drafts (approved_by)`);
    await runner.query(`CREATE INDEX comment_drafts_by_request ON comment_drafts (request_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE comment_drafts`);
    await runner.query(`DELETE FROM requests WHERE feature = 'report-comment'`);
    await runner.query(`ALTER TABLE requests DROP CONSTRAINT requests_feature_check`);
    await runner.query(
      `ALTER TABLE requests ADD CONSTRAINT requests_feature_check CHECK (feature IN ('student-bilan'))`,
    );
  }
}
