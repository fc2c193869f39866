import type { Db } from '@crescendo/service-kit';
/** A teacher's groups imported from Google Classroom, with their course ids. */
export function importedGroupsOf(
  db: Db,
  organizationId: string,
  teacherId: string,
): Promise<Array<{ id: string; external_id: string }>> {
  return db.query(
    `SELECT id, external_id FROM groups
     WHERE organization_id = $1 AND teacher_id = $2 AND source = 'google-classroom' AND external_id IS NOT NULL`,
    [organizationId, teacherId],
  );
}

/** The group a teacher imported from the course, held until the transaction ends; null if none yet. */
export async function lockImportedGroup(
  db: Db,
  course: { organizationId: string; teacherId: string; externalId: string },
): Promise<string | null> {
  const rows: Array<{ id: string }> = await db.query(
    `SELECT id FROM groups
     WHERE organization_id = $1 AND teacher_id = $2 AND external_id = $3 AND source = 'google-classroom'
     FOR UPDATE`,
    [course.organizationId, course.teacherId, course.externalId],
  );
  return rows[0]?.id ?? null;
}

/** A group just created from a course: its course id, imported now. */
export async function markImported(db: Db, groupId: string, externalId: string): Promise<void> {
  await db.query(`UPDATE groups SET external_id = $2, imported_at = now() WHERE id = $1`, [
    groupId,
    externalId,
  ]);
}

/** A group imported again: the course's name and description, imported now. */
export async function refreshImported(
  db: Db,
  groupId: string,
  course: { name: string; description: string | null },
): Promise<void> {
  await db.query(
    `UPDATE groups SET name = $2, description = $3, imported_at = now(), updated_at = now() WHERE id = $1`,
    [groupId, course.name, course.description],
  );
}
