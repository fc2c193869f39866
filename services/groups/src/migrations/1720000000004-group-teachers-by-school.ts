import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The lists read a school's co-teachers in one pass (sql/group-statements.ts): an index by organisation. */
export class GroupTeachersBySchool1720000000004 implements MigrationInterface {
  name = 'GroupTeachersBySchool1720000000004';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE INDEX group_teachers_organization ON group_teachers (organization_id, group_id)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX group_teachers_organization`);
  }
}
