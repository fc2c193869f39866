import type { Db } from '@crescendo/service-kit';

/** A new organisation (its dates are the database's). */
export async function insertOrganization(db: Db, id: string, name: string): Promise<void> {
  await db.query(`INSERT INTO organizations (id, name) VALUES ($1, $2)`, [id, name]);
}

/** The organisation, unless it exists already (the demo's, seeded on every start). */
export async function ensureOrganization(db: Db, id: string, name: string): Promise<void> {
  await db.query(`INSERT INTO organizations (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [
    id,
    name,
  ]);
}

/** How many members the organisation has, and how many of them are admins. */
export async function memberCounts(
  db: Db,
  organizationId: string,
): Promise<{ admins: number; members: number }> {
  const rows: Array<{ admins: number; members: number }> = await db.query(
    `SELECT count(*) FILTER (WHERE role = 'admin')::int AS admins, count(*)::int AS members
       FROM memberships WHERE organization_id = $1`,
    [organizationId],
  );
  return rows[0]!;
}

/** The organisation's members, their rows held until the transaction ends. */
export async function lockMemberIds(db: Db, organizationId: string): Promise<string[]> {
  const rows: Array<{ user_id: string }> = await db.query(
    `SELECT user_id FROM memberships WHERE organization_id = $1 FOR UPDATE`,
    [organizationId],
  );
  return rows.map((row) => row.user_id);
}

export async function deleteOrganization(db: Db, organizationId: string): Promise<void> {
  await db.query(`DELETE FROM organizations WHERE id = $1`, [organizationId]);
}
