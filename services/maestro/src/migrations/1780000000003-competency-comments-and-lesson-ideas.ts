import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30 §2, the rest: a comment draft may be about one competency (the log's feature `competency-comment`),
 * and a group's lesson ideas ('Idées de cours', feature `lesson-ideas`) are kept as drafts until a teacher
 * keeps them. Lesson ideas name nobody but who asked and who kept them.
 */
export class CompetencyCommentsAndLessonIdeas1780000000003 implements MigrationInterface {
  name = 'CompetencyCommentsAndLessonIdeas1780000000003';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE requests DROP CONSTRAINT requests_feature_check`);
    await runner.query(
      `ALTER TABLE requests ADD CONSTRAINT requests_feature_check
       CHECK (feature IN ('student-bilan', 'report-comment', 'competency-comment', 'lesson-ideas'))`,
    );
    await runner.query(
      `ALTER TABLE comment_drafts ADD COLUMN competency text NULL
       CHECK (competency IN ('create', 'perform', 'appreciate'))`,
    );
    await runner.query(`
      CREATE TABLE lesson_ideas (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        request_id uuid NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
        group_id uuid NOT NULL,
        language text NOT NULL CHECK (language IN ('fr', 'en')),
        programme text NOT NULL,
        repertoire jsonb NOT NULL,
        concert jsonb NULL,
        ideas jsonb NOT NULL,
        model jsonb NOT NULL,
        created_by uuid NULL,
        created_at timestamptz NOT NULL,
        kept_by uuid NULL,
        kept_by_name text NULL,
        kept_at timestamptz NULL
      )`);
    await runner.query(
      `CREATE INDEX lesson_ideas_by_group ON lesson_ideas (organization_id, group_id, created_at DESC, id DESC)`,
    );
    await runner.query(`CREATE INDEX lesson_ideas_by_creator ON lesson_ideas (created_by)`);
    await runner.query(`CREATE INDEX lesson_ideas_by_keeper ON lesson_ideas (kept_by)`);
    await runner.query(`CREATE INDEX lesson_ideas_by_request ON lesson_ideas (request_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE lesson_ideas`);
    await runner.query(`DELETE FROM comment_drafts WHERE competency IS NOT NULL`);
    await runner.query(`ALTER TABLE comment_drafts DROP COLUMN competency`);
    await runner.query(`DELETE FROM requests WHERE feature IN ('competency-comment', 'lesson-ideas')`);
    await runner.query(`ALTER TABLE requests DROP CONSTRAINT requests_feature_check`);
    await runner.query(
      `ALTER TABLE requests ADD CONSTRAINT requests_feature_check
       CHECK (feature IN ('student-bilan', 'report-comment'))`,
    );
  }
}
