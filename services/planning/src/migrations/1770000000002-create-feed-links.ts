import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each person's private calendar address (issue 28 §4): the hash of its token only, and the groups whose events
 * it carries as of the person's last visit (a calendar app asks with the token alone, no actor to ask groups
 * with; decision 0054).
 */
export class CreateFeedLinks1770000000002 implements MigrationInterface {
  name = 'CreateFeedLinks1770000000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE feed_links (
        user_id uuid NOT NULL,
        organization_id uuid NOT NULL,
        token_hash text NOT NULL UNIQUE,
        every_event boolean NOT NULL,
        group_ids uuid[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, organization_id)
      )`);
    await runner.query(`CREATE INDEX feed_links_by_group ON feed_links USING gin (group_ids)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE feed_links`);
  }
}
