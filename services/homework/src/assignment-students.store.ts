import type { Db } from '@crescendo/service-kit';
/** Who joined or left a group, and when the change happened. */
export interface GroupMembershipChange {
  organizationId: string;
  groupId: string;
  studentId: string;
  at: Date;
}

/** The whole-group assignments still open become the student's too; the ids of those added. */
export async function assignOpenToJoiner(
  db: Db,
  { organizationId, groupId, studentId, at }: GroupMembershipChange,
): Promise<string[]> {
  const added: Array<{ assignment_id: string }> = await db.query(
    `INSERT INTO assignment_students (assignment_id, student_id)
     SELECT a.id, $3 FROM assignments a
     WHERE a.organization_id = $1 AND a.group_id = $2 AND a.whole_group AND a.due_at > $4
     ON CONFLICT DO NOTHING
     RETURNING assignment_id`,
    [organizationId, groupId, studentId, at],
  );
  return added.map((row) => row.assignment_id);
}

/** The open assignments the student has not answered are no longer theirs; their work stays. */
export async function unassignOpenFromLeaver(
  db: Db,
  { organizationId, groupId, studentId, at }: GroupMembershipChange,
): Promise<void> {
  await db.query(
    `DELETE FROM assignment_students s USING assignments a
     WHERE s.assignment_id = a.id AND a.organization_id = $1 AND a.group_id = $2 AND s.student_id = $3
       AND a.due_at > $4
       AND NOT EXISTS (SELECT 1 FROM submissions u WHERE u.assignment_id = a.id AND u.student_id = $3)`,
    [organizationId, groupId, studentId, at],
  );
}
