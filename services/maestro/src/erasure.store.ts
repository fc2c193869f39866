import type { Db } from '@crescendo/service-kit';

/**
 * A person's account erased (decision 0028): every output about them as a student goes with its log line;
 * as a teacher who asked, approved or kept, the link to them is set to NULL (the log keeps that a request was
 * made); lesson ideas name no student. A student's practice plans (their words, their week) go with their log
 * lines; a teacher who kept one is no longer named. Their counters of the day's budgets go (the school's stay:
 * the requests were made).
 */
export async function erasePerson(db: Db, userId: string): Promise<void> {
  await db.query(`DELETE FROM requests WHERE id IN (SELECT request_id FROM drafts WHERE student_id = $1)`, [
    userId,
  ]);
  await db.query(
    `DELETE FROM requests WHERE id IN (SELECT request_id FROM comment_drafts WHERE student_id = $1)`,
    [userId],
  );
  await db.query(
    `DELETE FROM requests WHERE id IN (SELECT request_id FROM practice_plans WHERE student_id = $1)`,
    [userId],
  );
  await db.query(`DELETE FROM practice_plans WHERE student_id = $1`, [userId]);
  await db.query(`UPDATE drafts SET created_by = NULL WHERE created_by = $1`, [userId]);
  await db.query(`UPDATE comment_drafts SET created_by = NULL WHERE created_by = $1`, [userId]);
  await db.query(
    `UPDATE comment_drafts SET approved_by = NULL, approved_by_name = NULL WHERE approved_by = $1`,
    [userId],
  );
  await db.query(`UPDATE drafts SET approved_by = NULL, approved_by_name = NULL WHERE approved_by = $1`, [
    userId,
  ]);
  await db.query(`UPDATE lesson_ideas SET created_by = NULL WHERE created_by = $1`, [userId]);
  await db.query(`UPDATE lesson_ideas SET kept_by = NULL, kept_by_name = NULL WHERE kept_by = $1`, [userId]);
  await db.query(`UPDATE practice_plans SET kept_by = NULL, kept_by_name = NULL WHERE kept_by = $1`, [
    userId,
  ]);
  await db.query(`UPDATE requests SET user_id = NULL WHERE user_id = $1`, [userId]);
  await db.query(`UPDATE requests SET approved_by = NULL WHERE approved_by = $1`, [userId]);
  await db.query(`DELETE FROM user_daily_requests WHERE user_id = $1`, [userId]);
}

/** A group deleted: its drafts, lesson ideas and practice plans go (the log keeps its lines, which name no group). */
export async function eraseGroup(db: Db, groupId: string): Promise<void> {
  await db.query(`DELETE FROM drafts WHERE group_id = $1`, [groupId]);
  await db.query(`DELETE FROM comment_drafts WHERE group_id = $1`, [groupId]);
  await db.query(`DELETE FROM lesson_ideas WHERE group_id = $1`, [groupId]);
  await db.query(`DELETE FROM practice_plans WHERE group_id = $1`, [groupId]);
}

/** An organisation deleted: all of its Maestro IA goes. */
export async function eraseOrganization(db: Db, organizationId: string): Promise<void> {
  await db.query(`DELETE FROM drafts WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM comment_drafts WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM lesson_ideas WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM practice_plans WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM requests WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM user_daily_requests WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM school_daily_requests WHERE organization_id = $1`, [organizationId]);
}
