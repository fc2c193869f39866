import type { EntityManager } from 'typeorm';

/** How many members the organisation has, and how many of them are admins. */
export async function memberCounts(
  manager: EntityManager,
  organizationId: string,
): Promise<{ admins: number; members: number }> {
  const rows: Array<{ admins: number; members: number }> = await manager.query(
    `SELECT count(*) FILTER (WHERE role = 'admin')::int AS admins, count(*)::int AS members
       FROM memberships WHERE organization_id = $1`,
    [organizationId],
  );
  return rows[0]!;
}

/** The organisation's members, their rows held until the transaction ends. */
export async function lockMemberIds(manager: EntityManager, organizationId: string): Promise<string[]> {
  const rows: Array<{ user_id: string }> = await manager.query(
    `SELECT user_id FROM memberships WHERE organization_id = $1 FOR UPDATE`,
    [organizationId],
  );
  return rows.map((row) => row.user_id);
}

export async function deleteOrganization(manager: EntityManager, organizationId: string): Promise<void> {
  await manager.query(`DELETE FROM organizations WHERE id = $1`, [organizationId]);
}
