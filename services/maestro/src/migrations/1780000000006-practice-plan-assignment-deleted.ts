import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A practice plan outlives its assignment (issue 30): when homework deletes the assignment
 * (`evt.homework.assignment.deleted`) the plan stays, readable by the student and the teacher, with the title
 * it was asked from, and says its assignment was deleted ('Devoir supprimé').
 */
export class PracticePlanAssignmentDeleted1780000000006 implements MigrationInterface {
  name = 'PracticePlanAssignmentDeleted1780000000006';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE practice_plans ADD COLUMN assignment_deleted_at timestamptz NULL`);
    await runner.query(`CREATE INDEX practice_plans_by_assignment ON practice_plans (assignment_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX practice_plans_by_assignment`);
    await runner.query(`ALTER TABLE practice_plans DROP COLUMN assignment_deleted_at`);
  }
}
