import type { EntityManager } from 'typeorm';
import { changedRows } from './group.store.js';

/** The co-teachers of groups (`group_teachers`). */
export async function insertCoTeacher(
  manager: EntityManager,
  row: { groupId: string; teacherId: string; organizationId: string; addedBy: string },
): Promise<boolean> {
  const inserted: unknown[] = await manager.query(
    `INSERT INTO group_teachers (group_id, teacher_id, organization_id, added_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING teacher_id`,
    [row.groupId, row.teacherId, row.organizationId, row.addedBy],
  );
  return inserted.length > 0;
}

export async function deleteCoTeacher(manager: EntityManager, groupId: string, teacherId: string) {
  const gone = await changedRows(
    manager,
    `DELETE FROM group_teachers WHERE group_id = $1 AND teacher_id = $2 RETURNING teacher_id`,
    [groupId, teacherId],
  );
  return gone.length > 0;
}

/** The teacher stops co-teaching every group outside organisation `keep` (null: every group); those groups. */
export async function stopCoTeachingOutside(
  manager: EntityManager,
  teacherId: string,
  keep: string | null,
): Promise<string[]> {
  const gone = await changedRows<{ group_id: string }>(
    manager,
    `DELETE FROM group_teachers WHERE teacher_id = $1 AND organization_id IS DISTINCT FROM $2::uuid
     RETURNING group_id`,
    [teacherId, keep],
  );
  return gone.map((row) => row.group_id);
}
