import type { EntityManager } from 'typeorm';
import type { Role } from '@crescendo/contracts';

export interface MemberRow {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
}

const selectMembers = `SELECT m.user_id, u.first_name, u.last_name, u.email, m.role
  FROM memberships m JOIN users u ON u.id = m.user_id`;

/** The organisation's members, admins first, by name. */
export function teamMembers(manager: EntityManager, organizationId: string): Promise<MemberRow[]> {
  return manager.query(
    `${selectMembers} WHERE m.organization_id = $1 ORDER BY m.role, u.last_name, u.first_name`,
    [organizationId],
  );
}

export async function teamMember(manager: EntityManager, userId: string): Promise<MemberRow | undefined> {
  const rows: MemberRow[] = await manager.query(`${selectMembers} WHERE m.user_id = $1`, [userId]);
  return rows[0];
}

export async function isTeamMemberEmail(
  manager: EntityManager,
  email: string,
  organizationId: string,
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM users u JOIN memberships m ON m.user_id = u.id WHERE u.email = $1 AND m.organization_id = $2`,
    [email, organizationId],
  );
  return rows.length > 0;
}

/** The organisation's name and the inviting admin's language, for the invitation's mail. */
export async function invitationContext(
  manager: EntityManager,
  organizationId: string,
  adminId: string,
): Promise<{ organization: string; language: 'fr' | 'en' }> {
  const rows: Array<{ organization: string; language: 'fr' | 'en' }> = await manager.query(
    `SELECT o.name AS organization, u.language FROM organizations o, users u WHERE o.id = $1 AND u.id = $2`,
    [organizationId, adminId],
  );
  return { organization: rows[0]?.organization ?? '', language: rows[0]?.language ?? 'fr' };
}

/** The organisation's admin rows locked in a fixed order: two admins demoting each other take turns. */
export async function lockAdmins(manager: EntityManager, organizationId: string): Promise<void> {
  await manager.query(
    `SELECT 1 FROM memberships WHERE organization_id = $1 AND role = 'admin' ORDER BY user_id FOR UPDATE`,
    [organizationId],
  );
}

export async function countAdmins(manager: EntityManager, organizationId: string): Promise<number> {
  const rows: Array<{ n: number }> = await manager.query(
    `SELECT count(*)::int AS n FROM memberships WHERE organization_id = $1 AND role = 'admin'`,
    [organizationId],
  );
  return rows[0]?.n ?? 0;
}
