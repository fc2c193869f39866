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
