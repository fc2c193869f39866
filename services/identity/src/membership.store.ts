import type { Role } from '@crescendo/contracts';
import type { Db } from '@crescendo/service-kit';
import { forgetStudentAtSchool } from './privacy/consent/parental-consent.store.js';

/**
 * A role a user holds in an organisation (decision 0050: memberships are (user, organisation, role)). An
 * account that has joined no organisation yet holds one membership without one (spec §4: a teacher).
 */
export interface Membership {
  userId: string;
  organizationId: string | null;
  role: Role;
  joinedAt: Date;
}

/** A membership with what the actor and the header's picker need of its organisation. */
export interface MembershipWithOrganization extends Membership {
  organizationName: string | null;
  /** The board of that school; null for a standalone school, a board, or no organisation. */
  boardId: string | null;
}

interface MembershipRow {
  user_id: string;
  organization_id: string | null;
  role: Role;
  joined_at: Date;
  organization_name: string | null;
  board_id: string | null;
}

export const toMembership = (row: Omit<MembershipRow, 'organization_name' | 'board_id'>): Membership => ({
  userId: row.user_id,
  organizationId: row.organization_id,
  role: row.role,
  joinedAt: row.joined_at,
});

const toWithOrganization = (row: MembershipRow): MembershipWithOrganization => ({
  ...toMembership(row),
  organizationName: row.organization_name,
  boardId: row.board_id,
});

/**
 * Every membership of the user, the one used last first (then the oldest): without a choice, the actor is the
 * first. `lock` holds the rows until the transaction ends.
 */
export async function membershipsOf(
  db: Db,
  userId: string,
  lock = false,
): Promise<MembershipWithOrganization[]> {
  const rows: MembershipRow[] = await db.query(
    `SELECT m.user_id, m.organization_id, m.role, m.joined_at, o.name AS organization_name, o.board_id
       FROM memberships m LEFT JOIN organizations o ON o.id = m.organization_id
      WHERE m.user_id = $1
      ORDER BY m.last_used_at DESC NULLS LAST, m.joined_at, o.name, m.role${lock ? ' FOR UPDATE OF m' : ''}`,
    [userId],
  );
  return rows.map(toWithOrganization);
}

/** The membership used last (the actor's without a choice); null for a user that does not exist. */
export async function currentMembership(
  db: Db,
  userId: string,
  lock = false,
): Promise<MembershipWithOrganization | null> {
  return (await membershipsOf(db, userId, lock))[0] ?? null;
}

/** The membership chosen becomes the one used last. */
export async function markMembershipUsed(db: Db, membership: Membership): Promise<void> {
  await db.query(
    `UPDATE memberships SET last_used_at = now()
      WHERE user_id = $1 AND organization_id IS NOT DISTINCT FROM $2 AND role = $3`,
    [membership.userId, membership.organizationId, membership.role],
  );
}

/** The user's memberships in that organisation only (one per role), held until the transaction ends. */
export async function lockOrganizationMemberships(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<Membership[]> {
  const rows: MembershipRow[] = await db.query(
    `SELECT user_id, organization_id, role, joined_at FROM memberships
      WHERE user_id = $1 AND organization_id = $2 ORDER BY role FOR UPDATE`,
    [userId, organizationId],
  );
  return rows.map(toMembership);
}

/**
 * The user takes `role` in the organisation, beside what they hold elsewhere (an account without an
 * organisation leaves that state); the new membership becomes the one used last, so they land in it.
 */
export async function joinOrganization(
  db: Db,
  userId: string,
  join: { organizationId: string; role: Role; joinedAt?: Date },
): Promise<void> {
  await db.query(`DELETE FROM memberships WHERE user_id = $1 AND organization_id IS NULL`, [userId]);
  await db.query(
    `INSERT INTO memberships (user_id, organization_id, role, joined_at, last_used_at)
     VALUES ($1, $2, $3, coalesce($4, now()), now())
     ON CONFLICT (user_id, organization_id, role) WHERE organization_id IS NOT NULL
     DO UPDATE SET last_used_at = now()`,
    [userId, join.organizationId, join.role, join.joinedAt ?? null],
  );
}

/**
 * One more role in an organisation the user belongs to, never used yet: the membership they use stays their
 * default, and 'Changer de rôle' reaches this one.
 */
export async function addUnusedRole(
  db: Db,
  userId: string,
  organizationId: string,
  role: Role,
): Promise<void> {
  await db.query(
    `INSERT INTO memberships (user_id, organization_id, role, last_used_at) VALUES ($1, $2, $3, NULL)
     ON CONFLICT (user_id, organization_id, role) WHERE organization_id IS NOT NULL DO NOTHING`,
    [userId, organizationId, role],
  );
}

/** The user's roles in the organisation become `role` alone (the team page's role change). */
export async function setOrganizationRole(
  db: Db,
  userId: string,
  organizationId: string,
  role: Role,
): Promise<void> {
  await db.query(`DELETE FROM memberships WHERE user_id = $1 AND organization_id = $2 AND role <> $3`, [
    userId,
    organizationId,
    role,
  ]);
  await db.query(
    `INSERT INTO memberships (user_id, organization_id, role) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, organization_id, role) WHERE organization_id IS NOT NULL DO NOTHING`,
    [userId, organizationId, role],
  );
}

/** The user holds exactly `roles` in the organisation: the others there go, the missing ones are added. */
export async function setOrganizationRoles(
  db: Db,
  userId: string,
  organizationId: string,
  roles: readonly Role[],
): Promise<void> {
  await db.query(
    `DELETE FROM memberships WHERE user_id = $1 AND organization_id = $2 AND role <> ALL($3::text[])`,
    [userId, organizationId, roles],
  );
  await db.query(
    `INSERT INTO memberships (user_id, organization_id, role) SELECT $1::uuid, $2::uuid, unnest($3::text[])
     ON CONFLICT (user_id, organization_id, role) WHERE organization_id IS NOT NULL DO NOTHING`,
    [userId, organizationId, roles],
  );
}

/**
 * The user leaves the organisation (every role there) and keeps their other schools; with none left, the
 * account stays as a teacher without an organisation.
 */
export async function leaveOrganization(db: Db, userId: string, organizationId: string): Promise<void> {
  await db.query(`DELETE FROM memberships WHERE user_id = $1 AND organization_id = $2`, [
    userId,
    organizationId,
  ]);
  // What the school knew of a student's age and parents, and their consents, goes with the membership.
  await forgetStudentAtSchool(db, organizationId, userId);
  await db.query(
    `INSERT INTO memberships (user_id, organization_id, role)
     SELECT $1, NULL, 'teacher' WHERE NOT EXISTS (SELECT 1 FROM memberships WHERE user_id = $1)`,
    [userId],
  );
}

/** Exactly these memberships, the first one used last (the demo's accounts, put back on every start). */
export async function resetMemberships(
  db: Db,
  userId: string,
  memberships: ReadonlyArray<{ organizationId: string; role: Role }>,
): Promise<void> {
  await db.query(`DELETE FROM memberships WHERE user_id = $1`, [userId]);
  for (const [index, membership] of memberships.entries()) {
    await db.query(
      `INSERT INTO memberships (user_id, organization_id, role, last_used_at) VALUES ($1, $2, $3, $4)`,
      [userId, membership.organizationId, membership.role, index === 0 ? new Date() : null],
    );
  }
}

/**
 * `user.updated`'s data: the organisation of the membership used last, and every organisation held, so that a
 * service dropping what the user reaches outside their organisation keeps each school they still hold.
 */
export async function userUpdatedData(
  db: Db,
  userId: string,
): Promise<{ userId: string; organizationId: string | null; organizationIds: string[] }> {
  const held = await membershipsOf(db, userId);
  const organizationIds = [...new Set(held.flatMap((m) => (m.organizationId ? [m.organizationId] : [])))];
  return { userId, organizationId: held[0]?.organizationId ?? null, organizationIds };
}
