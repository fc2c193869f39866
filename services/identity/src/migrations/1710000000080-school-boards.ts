import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * School boards (issue 25, decision 0050): an organisation is a board or a school; a school belongs to at
 * most one board (one level). A board's administrator holds the role `board-admin` in the board. A board
 * with schools is not deleted from under them.
 */
export class SchoolBoards1710000000080 implements MigrationInterface {
  name = 'SchoolBoards1710000000080';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE organizations ADD COLUMN kind text NOT NULL DEFAULT 'school' CHECK (kind IN ('board', 'school'))`,
    );
    await runner.query(
      `ALTER TABLE organizations ADD COLUMN board_id uuid NULL REFERENCES organizations (id) ON DELETE RESTRICT`,
    );
    await runner.query(
      `ALTER TABLE organizations ADD CONSTRAINT organizations_board_holds_schools CHECK (board_id IS NULL OR kind = 'school')`,
    );
    await runner.query(
      `CREATE INDEX organizations_board_schools ON organizations (board_id, name, id) WHERE board_id IS NOT NULL`,
    );
    await runner.query(`ALTER TABLE memberships DROP CONSTRAINT memberships_role_check`);
    await runner.query(
      `ALTER TABLE memberships ADD CONSTRAINT memberships_role_check CHECK (role IN ('admin', 'teacher', 'student', 'board-admin'))`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DELETE FROM memberships WHERE role = 'board-admin'`);
    await runner.query(`ALTER TABLE memberships DROP CONSTRAINT memberships_role_check`);
    await runner.query(
      `ALTER TABLE memberships ADD CONSTRAINT memberships_role_check CHECK (role IN ('admin', 'teacher', 'student'))`,
    );
    await runner.query(`DROP INDEX organizations_board_schools`);
    await runner.query(`ALTER TABLE organizations DROP CONSTRAINT organizations_board_holds_schools`);
    await runner.query(`ALTER TABLE organizations DROP COLUMN board_id`);
    await runner.query(`ALTER TABLE organizations DROP COLUMN kind`);
  }
}
