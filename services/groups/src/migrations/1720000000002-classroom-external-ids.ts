import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Spec §4, 'Course import': one group per (teacher, Classroom course). The unique index makes a re-import,
 * or two imports of one course racing (a job run again after a worker died), update the same group.
 */
export class ClassroomExternalIds1720000000002 implements MigrationInterface {
  name = 'ClassroomExternalIds1720000000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE UNIQUE INDEX groups_teacher_external_id ON groups (organization_id, teacher_id, external_id)
      WHERE external_id IS NOT NULL AND source = 'google-classroom'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX groups_teacher_external_id`);
  }
}
