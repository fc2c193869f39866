import { changedRows } from './group.store.js';
import type { Db } from '@crescendo/service-kit';

/** A group's students (`group_members`), in joining order. */
export function membersOf(db: Db, groupId: string): Promise<Array<{ student_id: string; joined_at: Date }>> {
  return db.query(
    `SELECT student_id, joined_at FROM group_members WHERE group_id = $1 ORDER BY joined_at, student_id`,
    [groupId],
  );
}

/** False when the student was already in the group. */
export async function insertMember(
  db: Db,
  group: { id: string; organization_id: string },
  studentId: string,
): Promise<boolean> {
  const inserted: unknown[] = await db.query(
    `INSERT INTO group_members (group_id, student_id, organization_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING student_id`,
    [group.id, studentId, group.organization_id],
  );
  return inserted.length > 0;
}

/** False when the student was not in the group. */
export async function deleteMember(db: Db, groupId: string, studentId: string): Promise<boolean> {
  const gone = await changedRows(
    db,
    `DELETE FROM group_members WHERE group_id = $1 AND student_id = $2 RETURNING student_id`,
    [groupId, studentId],
  );
  return gone.length > 0;
}

/** The group's students become `wanted` (in that joining order for the new ones): who left, who joined. */
export async function replaceMembers(
  db: Db,
  group: { id: string; organization_id: string },
  wanted: string[],
): Promise<{ left: string[]; joined: string[] }> {
  const gone = await changedRows<{ student_id: string }>(
    db,
    `DELETE FROM group_members WHERE group_id = $1 AND NOT (student_id = ANY($2::uuid[])) RETURNING student_id`,
    [group.id, wanted],
  );
  const joined: Array<{ student_id: string }> = await db.query(
    `INSERT INTO group_members (group_id, student_id, organization_id)
     SELECT $1, s, $3 FROM unnest($2::uuid[]) WITH ORDINALITY AS t(s, n) ORDER BY n
     ON CONFLICT DO NOTHING RETURNING student_id`,
    [group.id, wanted, group.organization_id],
  );
  return { left: gone.map((row) => row.student_id), joined: joined.map((row) => row.student_id) };
}

/**
 * The student leaves every group outside the organisations `keep` (none: every group) that they joined before
 * `joinedBy` (a later join is newer than the event); the groups left.
 */
export function leaveGroupsOutside(
  db: Db,
  studentId: string,
  keep: readonly string[],
  joinedBy: string,
): Promise<Array<{ group_id: string; organization_id: string }>> {
  return changedRows(
    db,
    `DELETE FROM group_members
     WHERE student_id = $1 AND NOT (organization_id = ANY($2::uuid[])) AND joined_at <= $3::timestamptz
     RETURNING group_id, organization_id`,
    [studentId, keep, joinedBy],
  );
}
