import type { Db } from '@crescendo/service-kit';
/** A group's assignments and their submissions; the students' practice reports stay. */
export async function deleteGroupAssignments(db: Db, organizationId: string, groupId: string): Promise<void> {
  await db.query(`DELETE FROM assignments WHERE organization_id = $1 AND group_id = $2`, [
    organizationId,
    groupId,
  ]);
}

/** A student's reports and submissions; what a teacher assigned stays, for the others. */
export async function deleteStudentWork(db: Db, studentId: string): Promise<void> {
  await db.query(`DELETE FROM practice_reports WHERE student_id = $1`, [studentId]);
  await db.query(`DELETE FROM assignment_students WHERE student_id = $1`, [studentId]);
}

export async function deleteOrganizationHomework(db: Db, organizationId: string): Promise<void> {
  await db.query(`DELETE FROM submissions WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM practice_reports WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM assignments WHERE organization_id = $1`, [organizationId]);
}
