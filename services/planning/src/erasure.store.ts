import type { Db } from '@crescendo/service-kit';

/** A person's account erased (decision 0028): the school's events stay, who wrote them is forgotten. */
export async function erasePerson(db: Db, userId: string): Promise<void> {
  for (const column of ['created_by', 'updated_by'] as const)
    await db.query(`UPDATE events SET ${column} = NULL WHERE ${column} = $1`, [userId]);
  await db.query(`DELETE FROM feed_links WHERE user_id = $1`, [userId]);
  await db.query(`DELETE FROM reminder_settings WHERE user_id = $1`, [userId]);
  await db.query(`DELETE FROM push_subscriptions WHERE user_id = $1`, [userId]);
  await db.query(`UPDATE imported_calendars SET imported_by = NULL WHERE imported_by = $1`, [userId]);
}

/** A student removed from a group: their calendar address no longer carries its events. */
export async function forgetMembership(db: Db, userId: string, groupId: string): Promise<void> {
  await db.query(`UPDATE feed_links SET group_ids = array_remove(group_ids, $2::uuid) WHERE user_id = $1`, [
    userId,
    groupId,
  ]);
}

/**
 * A group deleted: its events no longer name it. One that concerned that group alone goes with it (its
 * students are no longer called anywhere); one shared with other groups keeps them.
 */
export async function eraseGroup(db: Db, groupId: string): Promise<void> {
  await db.query(`DELETE FROM events WHERE group_ids = ARRAY[$1::uuid]`, [groupId]);
  await db.query(
    `UPDATE events SET group_ids = array_remove(group_ids, $1::uuid), sequence = sequence + 1
     WHERE group_ids @> ARRAY[$1::uuid]`,
    [groupId],
  );
  await db.query(
    `UPDATE feed_links SET group_ids = array_remove(group_ids, $1::uuid) WHERE group_ids @> ARRAY[$1::uuid]`,
    [groupId],
  );
}

/** An organisation deleted: its whole calendar goes (occurrences with their events, imported days with theirs). */
export async function eraseOrganization(db: Db, organizationId: string): Promise<void> {
  await db.query(`DELETE FROM events WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM imported_calendars WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM feed_links WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM reminder_settings WHERE organization_id = $1`, [organizationId]);
  await db.query(`DELETE FROM push_subscriptions WHERE organization_id = $1`, [organizationId]);
}
