import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Commentaires de bulletin' listed a page at a time (every list is paged): the drafts still to approve of a
 * group's term, newest first then by id, read from an index in that order.
 */
export class CommentDraftsPaged1780000000007 implements MigrationInterface {
  name = 'CommentDraftsPaged1780000000007';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX comment_drafts_by_group_term`);
    await runner.query(
      `CREATE INDEX comment_drafts_pending_by_group_term ON comment_drafts
         (organization_id, group_id, term_id, created_at DESC, id DESC) WHERE approved_at IS NULL`,
    );
    await runner.query(`CREATE INDEX comment_drafts_by_group ON comment_drafts (group_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX comment_drafts_by_group`);
    await runner.query(`DROP INDEX comment_drafts_pending_by_group_term`);
    await runner.query(
      `CREATE INDEX comment_drafts_by_group_term ON comment_drafts (group_id, term_id, created_at)`,
    );
  }
}
