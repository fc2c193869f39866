import type { Db } from '@crescendo/service-kit';
/** Musichat's tables that carry a group's and an organisation's rows. */
const groupTables = ['messages', 'message_audit', 'announcements', 'course_notes'] as const;

/** A group's chat, direct threads, audit entries, announcements and notes. */
export async function deleteGroupContent(db: Db, organizationId: string, groupId: string): Promise<void> {
  for (const table of groupTables) {
    await db.query(`DELETE FROM ${table} WHERE organization_id = $1 AND group_id = $2`, [
      organizationId,
      groupId,
    ]);
  }
}

/**
 * An account erased: no message names it any more; what a student wrote, and every direct message they
 * were a party to, is erased; an adult's group messages keep their text.
 */
export async function eraseUserFromMessaging(db: Db, userId: string): Promise<void> {
  await db.query(`DELETE FROM messages WHERE thread_student_id = $1`, [userId]);
  await db.query(
    `UPDATE message_audit a SET content = NULL FROM messages m
     WHERE a.message_id = m.id AND m.sender_id = $1 AND (m.sender_role = 'student' OR m.type = 'direct')`,
    [userId],
  );
  await db.query(`UPDATE message_audit SET sender_id = NULL WHERE sender_id = $1`, [userId]);
  await db.query(`UPDATE message_audit SET actor_id = NULL WHERE actor_id = $1`, [userId]);
  await db.query(
    `UPDATE messages SET content = CASE WHEN sender_role = 'student' OR type = 'direct' THEN NULL ELSE content END,
       sender_id = NULL, sender_name = NULL
     WHERE sender_id = $1`,
    [userId],
  );
  await db.query(`UPDATE messages SET receiver_id = NULL WHERE receiver_id = $1`, [userId]);
  await db.query(`DELETE FROM message_reads WHERE user_id = $1`, [userId]);
  await db.query(`UPDATE announcements SET author_id = NULL, author_name = NULL WHERE author_id = $1`, [
    userId,
  ]);
  await db.query(`UPDATE course_notes SET author_id = NULL WHERE author_id = $1`, [userId]);
}

/** Everything an organisation held in Musichat. */
export async function deleteOrganizationContent(db: Db, organizationId: string): Promise<void> {
  for (const table of groupTables) {
    await db.query(`DELETE FROM ${table} WHERE organization_id = $1`, [organizationId]);
  }
}
