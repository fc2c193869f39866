import type { Db } from '@crescendo/service-kit';

/**
 * A person's account erased (decision 0028): a student's report cards go with them; a teacher's own comments
 * go, and who wrote, published or set what (a goal included) is forgotten (the school's terms and comments stay).
 */
export async function erasePerson(db: Db, userId: string): Promise<void> {
  await db.query(`DELETE FROM report_cards WHERE student_id = $1`, [userId]);
  await db.query(`DELETE FROM bank_comments WHERE owner_id = $1`, [userId]);
  await db.query(`UPDATE bank_comments SET created_by = NULL WHERE created_by = $1`, [userId]);
  for (const column of ['updated_by', 'published_by'] as const)
    await db.query(`UPDATE report_cards SET ${column} = NULL WHERE ${column} = $1`, [userId]);
  await db.query(`UPDATE terms SET updated_by = NULL WHERE updated_by = $1`, [userId]);
  await db.query(`UPDATE goals SET created_by = NULL WHERE created_by = $1`, [userId]);
  // Issue 29 §4: a student's badges and reflections go with them; who started, ended or granted is forgotten.
  await db.query(`DELETE FROM badges WHERE student_id = $1`, [userId]);
  await db.query(`DELETE FROM reflections WHERE student_id = $1`, [userId]);
  await db.query(`UPDATE badges SET granted_by = NULL WHERE granted_by = $1`, [userId]);
  for (const column of ['created_by', 'ended_by'] as const)
    await db.query(`UPDATE sprints SET ${column} = NULL WHERE ${column} = $1`, [userId]);
}

/**
 * A student removed from a group: their unpublished cards of that group go (nobody can finish them now);
 * published ones stay theirs. Their badges of that group go (nobody of it reads them any more).
 */
export async function forgetMembership(db: Db, studentId: string, groupId: string): Promise<void> {
  await db.query(`DELETE FROM report_cards WHERE student_id = $1 AND group_id = $2 AND status = 'draft'`, [
    studentId,
    groupId,
  ]);
  // The badges of that group stay theirs (evidence of what they did), but no teacher of it reads them now,
  // and the student no longer sees them (no longer in the group): they go, like the drafts.
  await db.query(`DELETE FROM badges WHERE student_id = $1 AND group_id = $2`, [studentId, groupId]);
}

/**
 * A group deleted: its drafts, its goals, its sprints and its badges go; published cards stay their students', with the group's name
 * as it was.
 */
export async function eraseGroup(db: Db, groupId: string): Promise<void> {
  await db.query(`DELETE FROM report_cards WHERE group_id = $1 AND status = 'draft'`, [groupId]);
  await db.query(`DELETE FROM goals WHERE group_id = $1`, [groupId]);
  await db.query(`DELETE FROM sprints WHERE group_id = $1`, [groupId]);
  await db.query(`DELETE FROM badges WHERE group_id = $1`, [groupId]);
}

/** An organisation deleted: its terms, comments, report cards, goals, sprints, badges and reflections go. */
export async function eraseOrganization(db: Db, organizationId: string): Promise<void> {
  await db.query(`DELETE FROM goals WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM sprints WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM badges WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM reflections WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM report_cards WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM bank_comments WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM terms WHERE organization_id = $1`, [organizationId]);
}
