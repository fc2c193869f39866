import { changedRows } from './group.store.js';
import type { Db } from '@crescendo/service-kit';

/** The co-teachers of groups (`group_teachers`). */
export async function insertCoTeacher(
  db: Db,
  row: { groupId: string; teacherId: string; organizationId: string; addedBy: string },
): Promise<boolean> {
  const inserted: unknown[] = await db.query(
    `INSERT INTO group_teachers (group_id, teacher_id, organization_id, added_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING teacher_id`,
    [row.groupId, row.teacherId, row.organizationId, row.addedBy],
  );
  return inserted.length > 0;
}

export async function deleteCoTeacher(db: Db, groupId: string, teacherId: string) {
  const gone = await changedRows(
    db,
    `DELETE FROM group_teachers WHERE group_id = $1 AND teacher_id = $2 RETURNING teacher_id`,
    [groupId, teacherId],
  );
  return gone.length > 0;
}

/** The teacher stops co-teaching every group outside the organisations `keep` (none: every group); those groups. */
export async function stopCoTeachingOutside(
  db: Db,
  teacherId: string,
  keep: readonly string[],
): Promise<string[]> {
  const gone = await changedRows<{ group_id: string }>(
    db,
    `DELETE FROM group_teachers WHERE teacher_id = $1 AND NOT (organization_id = ANY($2::uuid[]))
     RETURNING group_id`,
    [teacherId, keep],
  );
  return gone.map((row) => row.group_id);
}
