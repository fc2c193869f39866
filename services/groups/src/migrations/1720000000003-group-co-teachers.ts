import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Co-teachers (issue 24.1): a group has one lead teacher (`groups.teacher_id`) and any number of colleagues
 * who teach it too. They go with the group (ON DELETE CASCADE) and with their account (identity's events).
 */
export class GroupCoTeachers1720000000003 implements MigrationInterface {
  name = 'GroupCoTeachers1720000000003';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE group_teachers (
        group_id uuid NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
        teacher_id uuid NOT NULL,
        organization_id uuid NOT NULL,
        added_by uuid NULL,
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (group_id, teacher_id)
      )`);
    await runner.query(`CREATE INDEX group_teachers_teacher ON group_teachers (teacher_id, group_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE group_teachers`);
  }
}
