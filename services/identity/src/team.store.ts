import type { SchoolRole, TeamInvitation, TeamMember } from '@crescendo/contracts';
import type { Db } from '@crescendo/service-kit';

interface MemberRow {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  /** Every role held in the organisation, the highest first (admin, student, teacher). */
  roles: SchoolRole[];
}

/** Each member of the organisation once, with every role they hold there. */
const selectMembers = `SELECT m.user_id, u.first_name, u.last_name, u.email,
       array_agg(m.role ORDER BY m.role) AS roles
  FROM memberships m JOIN users u ON u.id = m.user_id`;
const groupMembers = `GROUP BY m.user_id, u.first_name, u.last_name, u.email`;

const toMember = (row: MemberRow): TeamMember => ({
  userId: row.user_id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  role: row.roles[0]!,
  roles: row.roles,
});

/** The organisation's members, once each with their roles there (the highest first), admins first, by name. */
export async function teamMembers(db: Db, organizationId: string): Promise<TeamMember[]> {
  const rows: MemberRow[] = await db.query(
    `${selectMembers} WHERE m.organization_id = $1 ${groupMembers}
      ORDER BY (array_agg(m.role ORDER BY m.role))[1], u.last_name, u.first_name`,
    [organizationId],
  );
  return rows.map(toMember);
}

/** The member's row in that organisation (their roles there, the highest first: admin before teacher and student). */
export async function teamMember(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<TeamMember | undefined> {
  const rows: MemberRow[] = await db.query(
    `${selectMembers} WHERE m.user_id = $1 AND m.organization_id = $2 ${groupMembers}`,
    [userId, organizationId],
  );
  return rows[0] && toMember(rows[0]);
}

export async function isTeamMemberEmail(db: Db, email: string, organizationId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM users u JOIN memberships m ON m.user_id = u.id WHERE u.email = $1 AND m.organization_id = $2`,
    [email, organizationId],
  );
  return rows.length > 0;
}

/** The organisation's name and the inviting admin's language, for the invitation's mail. */
export async function invitationContext(
  db: Db,
  organizationId: string,
  adminId: string,
): Promise<{ organization: string; language: 'fr' | 'en' }> {
  const rows: Array<{ organization: string; language: 'fr' | 'en' }> = await db.query(
    `SELECT o.name AS organization, u.language FROM organizations o, users u WHERE o.id = $1 AND u.id = $2`,
    [organizationId, adminId],
  );
  return { organization: rows[0]?.organization ?? '', language: rows[0]?.language ?? 'fr' };
}

/** The organisation's admin rows locked in a fixed order: two admins demoting each other take turns. */
export async function lockAdmins(db: Db, organizationId: string): Promise<void> {
  await db.query(
    `SELECT 1 FROM memberships WHERE organization_id = $1 AND role = 'admin' ORDER BY user_id FOR UPDATE`,
    [organizationId],
  );
}

export async function countAdmins(db: Db, organizationId: string): Promise<number> {
  const rows: Array<{ n: number }> = await db.query(
    `SELECT count(DISTINCT user_id)::int AS n FROM memberships WHERE organization_id = $1 AND role = 'admin'`,
    [organizationId],
  );
  return rows[0]?.n ?? 0;
}

/** An invitation to an organisation, taken only with the mailed link whose token hashes to `tokenHash`. */
export interface Invitation {
  id: string;
  organizationId: string;
  email: string;
  role: SchoolRole;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  /** SHA-256 of the mailed link's token; null for invitations made before links (never accepted). */
  tokenHash: string | null;
  acceptedAt: Date | null;
}

interface InvitationRow {
  id: string;
  organization_id: string;
  email: string;
  role: SchoolRole;
  invited_by: string | null;
  created_at: Date;
  expires_at: Date;
  token_hash: string | null;
  accepted_at: Date | null;
}

const invitationColumns = `id, organization_id, email, role, invited_by, created_at, expires_at, token_hash,
  accepted_at`;

const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  organizationId: row.organization_id,
  email: row.email,
  role: row.role,
  invitedBy: row.invited_by,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  tokenHash: row.token_hash,
  acceptedAt: row.accepted_at,
});

/** The wire shape of an invitation still open. */
export const toTeamInvitation = (invitation: Invitation): TeamInvitation => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  createdAt: invitation.createdAt.toISOString(),
  expiresAt: invitation.expiresAt.toISOString(),
});

/** The organisation's invitations neither accepted nor expired, the newest first. */
export async function openInvitations(db: Db, organizationId: string): Promise<Invitation[]> {
  const rows: InvitationRow[] = await db.query(
    `SELECT ${invitationColumns} FROM invitations
      WHERE organization_id = $1 AND accepted_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC`,
    [organizationId],
  );
  return rows.map(toInvitation);
}

export async function insertInvitation(db: Db, invitation: Invitation): Promise<void> {
  await db.query(
    `INSERT INTO invitations (${invitationColumns}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      invitation.id,
      invitation.organizationId,
      invitation.email,
      invitation.role,
      invitation.invitedBy,
      invitation.createdAt,
      invitation.expiresAt,
      invitation.tokenHash,
      invitation.acceptedAt,
    ],
  );
}

/** Revokes the organisation's invitation; false when it has none of that id. */
export async function deleteInvitation(
  db: Db,
  organizationId: string,
  invitationId: string,
): Promise<boolean> {
  const [, count]: [unknown[], number] = await db.query(
    `DELETE FROM invitations WHERE id = $1 AND organization_id = $2`,
    [invitationId, organizationId],
  );
  return count > 0;
}

/** The invitation of a mailed link's token hash, held until the transaction ends. */
export async function lockInvitationByTokenHash(db: Db, tokenHash: string): Promise<Invitation | null> {
  const rows: InvitationRow[] = await db.query(
    `SELECT ${invitationColumns} FROM invitations WHERE token_hash = $1 FOR UPDATE`,
    [tokenHash],
  );
  return rows[0] ? toInvitation(rows[0]) : null;
}

export async function markInvitationAccepted(db: Db, invitationId: string, acceptedAt: Date): Promise<void> {
  await db.query(`UPDATE invitations SET accepted_at = $2 WHERE id = $1`, [invitationId, acceptedAt]);
}

/** Every invitation mailed to an address, accepted or not: a person erased (decision 0053). */
export async function deleteInvitationsTo(db: Db, email: string): Promise<void> {
  await db.query(`DELETE FROM invitations WHERE lower(email) = lower($1)`, [email]);
}
