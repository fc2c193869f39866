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
    `SELECT count(DISTINCT user_id) FILTER (WHERE role = 'admin')::int AS admins,
            count(DISTINCT user_id)::int AS members
       FROM memberships WHERE organization_id = $1`,
    [organizationId],
  );
  return rows[0]!;
}

/**
 * The organisation's members, their membership rows held until the transaction ends: `only` those who hold
 * nothing elsewhere, `elsewhere` those who also hold another organisation's membership.
 */
export async function lockMemberIds(
  db: Db,
  organizationId: string,
): Promise<{ only: string[]; elsewhere: string[] }> {
  const rows: Array<{ user_id: string; elsewhere: boolean }> = await db.query(
    `SELECT DISTINCT m.user_id, EXISTS (
              SELECT 1 FROM memberships other
               WHERE other.user_id = m.user_id AND other.organization_id <> $1) AS elsewhere
       FROM (SELECT user_id FROM memberships WHERE organization_id = $1 FOR UPDATE) m`,
    [organizationId],
  );
  return {
    only: rows.filter((row) => !row.elsewhere).map((row) => row.user_id),
    elsewhere: rows.filter((row) => row.elsewhere).map((row) => row.user_id),
  };
}

/** The nightly purges' record of what they removed at a school (counts, `retention_purges`: no foreign key). */
export async function deleteRetentionRecords(db: Db, organizationId: string): Promise<void> {
  await db.query(`DELETE FROM retention_purges WHERE organization_id = $1`, [organizationId]);
}

export async function deleteOrganization(db: Db, organizationId: string): Promise<void> {
  await db.query(`DELETE FROM organizations WHERE id = $1`, [organizationId]);
}
