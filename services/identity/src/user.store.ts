import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { userCreated, type Role } from '@crescendo/contracts';
import type { Outbox } from '@crescendo/service-kit';
import { MembershipEntity } from './entities/membership.entity.js';
import { UserEntity } from './entities/user.entity.js';
import { defaultSettings } from './settings.js';

export interface NewUser {
  /** A fixed id (the demo accounts'); otherwise a random one. */
  id?: string;
  email: string;
  firstName: string;
  lastName: string;
  role?: Role;
  organizationId?: string | null;
  instrument?: string | null;
  /** The address is already proven (the issuer said so, or a demo account). */
  emailVerified?: boolean;
}

/**
 * Creates a user and their membership, in the caller's transaction, and records `user.created`.
 * Teacher without organisation unless told otherwise (spec §4); an invitation is taken only through
 * its mailed link (invitation.service.ts), never by the e-mail alone.
 */
export async function createUser(
  manager: EntityManager,
  outbox: Outbox,
  input: NewUser,
): Promise<{ user: UserEntity; membership: MembershipEntity }> {
  const email = input.email.trim().toLowerCase();
  const user = manager.create(UserEntity, {
    id: input.id ?? randomUUID(),
    email,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phone: null,
    bio: null,
    picture: null,
    instrument: input.instrument ?? null,
    emailVerifiedAt: input.emailVerified ? new Date() : null,
    pendingEmail: null,
    ...defaultSettings,
  });
  await manager.save(user);
  const role: Role = input.role ?? 'teacher';
  const organizationId = input.organizationId ?? null;
  const membership = manager.create(MembershipEntity, {
    userId: user.id,
    organizationId,
    role,
    joinedAt: new Date(),
  });
  await manager.save(membership);
  await outbox.add(manager, userCreated, { userId: user.id, organizationId, role }, { organizationId });
  return { user, membership };
}

export async function loadUser(
  manager: EntityManager,
  userId: string,
): Promise<{ user: UserEntity; membership: MembershipEntity } | null> {
  const user = await manager.findOneBy(UserEntity, { id: userId });
  const membership = user ? await manager.findOneBy(MembershipEntity, { userId }) : null;
  return user && membership ? { user, membership } : null;
}

export async function isTwoFactorEnabled(manager: EntityManager, userId: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM two_factor WHERE user_id = $1 AND enabled_at IS NOT NULL`,
    [userId],
  );
  return rows.length > 0;
}

/** Holds the user's row until the transaction ends. */
export async function lockUser(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
}

/** Their membership, identities, credentials and tokens go with them (ON DELETE CASCADE). */
export async function deleteUsers(manager: EntityManager, userIds: string[]): Promise<void> {
  await manager.query(`DELETE FROM users WHERE id = ANY($1::uuid[])`, [userIds]);
}

/** The address the user proved by a mailed link, if it is still theirs. */
export async function markEmailProven(manager: EntityManager, userId: string, email: string): Promise<void> {
  await manager.query(
    `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1 AND email = $2`,
    [userId, email],
  );
}

export async function emailOf(manager: EntityManager, userId: string): Promise<string | undefined> {
  const rows: Array<{ email: string }> = await manager.query(`SELECT email FROM users WHERE id = $1`, [
    userId,
  ]);
  return rows[0]?.email;
}
