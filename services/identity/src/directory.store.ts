import type { DirectoryEntry } from '@crescendo/contracts';
import type { Db } from '@crescendo/service-kit';

interface DirectoryRow {
  id: string;
  role: DirectoryEntry['role'];
  first_name: string;
  last_name: string;
  email: string;
  instrument: string | null;
}

/**
 * The organisation's members among `userIds` (null: all) of `role` (null: any), by name: once each (with their
 * highest role there) when they hold two.
 */
export async function directory(
  db: Db,
  organizationId: string,
  userIds: string[] | null,
  role: DirectoryEntry['role'] | null,
): Promise<DirectoryEntry[]> {
  const rows: DirectoryRow[] = await db.query(
    `SELECT DISTINCT ON (lower(u.last_name), lower(u.first_name), u.id)
            u.id, m.role, u.first_name, u.last_name, u.email, u.instrument
       FROM users u JOIN memberships m ON m.user_id = u.id
      WHERE m.organization_id = $1
        AND ($2::uuid[] IS NULL OR u.id = ANY($2::uuid[]))
        AND ($3::text IS NULL OR m.role = $3)
      ORDER BY lower(u.last_name), lower(u.first_name), u.id, m.role`,
    [organizationId, userIds, role],
  );
  return rows.map((row) => ({
    id: row.id,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    instrument: row.instrument,
  }));
}
