import type { EntityManager } from 'typeorm';
import type { DirectoryEntry } from '@crescendo/contracts';

export interface DirectoryRow {
  id: string;
  role: DirectoryEntry['role'];
  first_name: string;
  last_name: string;
  email: string;
  instrument: string | null;
}

/** The organisation's members among `userIds` (null: all) of `role` (null: any), by name. */
export function directory(
  manager: EntityManager,
  organizationId: string,
  userIds: string[] | null,
  role: DirectoryEntry['role'] | null,
): Promise<DirectoryRow[]> {
  return manager.query(
    `SELECT u.id, m.role, u.first_name, u.last_name, u.email, u.instrument
       FROM users u JOIN memberships m ON m.user_id = u.id
      WHERE m.organization_id = $1
        AND ($2::uuid[] IS NULL OR u.id = ANY($2::uuid[]))
        AND ($3::text IS NULL OR m.role = $3)
      ORDER BY lower(u.last_name), lower(u.first_name), u.id`,
    [organizationId, userIds, role],
  );
}
