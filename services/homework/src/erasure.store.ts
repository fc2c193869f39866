import type { EntityManager } from 'typeorm';

/** A group's assignments and their submissions; the students' practice reports stay. */
export async function deleteGroupAssignments(
  manager: EntityManager,
  organizationId: string,
  groupId: string,
): Promise<void> {
  await manager.query(`DELETE FROM assignments WHERE organization_id = $1 AND group_id = $2`, [
    organizationId,
    groupId,
  ]);
}

/** A student's reports and submissions; what a teacher assigned stays, for the others. */
export async function deleteStudentWork(manager: EntityManager, studentId: string): Promise<void> {
  await manager.query(`DELETE FROM practice_reports WHERE student_id = $1`, [studentId]);
  await manager.query(`DELETE FROM assignment_students WHERE student_id = $1`, [studentId]);
}

export async function deleteOrganizationHomework(
  manager: EntityManager,
  organizationId: string,
): Promise<void> {
  await manager.query(`DELETE FROM submissions WHERE organization_id = $1`, [organizationId]);
  await manager.query(`DELETE FROM practice_reports WHERE organization_id = $1`, [organizationId]);
  await manager.query(`DELETE FROM assignments WHERE organization_id = $1`, [organizationId]);
}
