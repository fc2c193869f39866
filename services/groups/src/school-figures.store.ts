import type { Db } from '@crescendo/service-kit';

/** How many groups each of `organizationIds` has, archived ones aside; a school without any is absent. */
export async function countGroupsPerSchool(
  db: Db,
  organizationIds: readonly string[],
): Promise<Map<string, number>> {
  const rows: Array<{ organization_id: string; groups: number }> = await db.query(
    `SELECT organization_id, count(*)::int AS groups FROM groups
      WHERE organization_id = ANY($1::uuid[]) AND NOT archived GROUP BY organization_id`,
    [organizationIds],
  );
  return new Map(rows.map((row) => [row.organization_id, row.groups]));
}

/** A group (not archived) of one of the schools asked, with its students. */
export interface SchoolGroupRow {
  organization_id: string;
  id: string;
  name: string;
  student_ids: string[];
}

/** Every group (not archived) of `organizationIds` with its students: one statement for the whole page. */
export async function groupsWithStudents(
  db: Db,
  organizationIds: readonly string[],
): Promise<SchoolGroupRow[]> {
  return db.query(
    `SELECT g.organization_id, g.id, g.name,
            coalesce(array_agg(m.student_id) FILTER (WHERE m.student_id IS NOT NULL), '{}') AS student_ids
       FROM groups g
       LEFT JOIN group_members m ON m.group_id = g.id
      WHERE g.organization_id = ANY($1::uuid[]) AND NOT g.archived
      GROUP BY g.organization_id, g.id`,
    [organizationIds],
  );
}
