import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's groups live in the groups service (a student may be in several); the `group_id` identity kept was
 * set once and never followed moves, removals or deletions (docs/decisions/0020-group-membership-lives-in-groups.md).
 */
export class DropUserGroupId1710000000060 implements MigrationInterface {
  name = 'DropUserGroupId1710000000060';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE users DROP COLUMN group_id`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE users ADD COLUMN group_id uuid NULL`);
  }
}
