import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { userCreated, type Role } from '@crescendo/contracts';
import type { Outbox } from '@crescendo/service-kit';
import { InvitationEntity } from './entities/invitation.entity.js';
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
}

/**
 * Creates a user and their membership, in the caller's transaction, and records `user.created`.
 * Without a role, a pending invitation for the e-mail decides; otherwise teacher (spec §4 and §6).
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
    groupId: null,
    ...defaultSettings,
  });
  await manager.save(user);
  let role: Role = input.role ?? 'teacher';
  let organizationId = input.organizationId ?? null;
  if (!input.role) {
    const invitation = await takeInvitation(manager, email);
    if (invitation) ({ role, organizationId } = invitation);
  }
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

/** Marks the newest valid invitation for this e-mail accepted, and returns it. */
export async function takeInvitation(
  manager: EntityManager,
  email: string,
): Promise<InvitationEntity | null> {
  const rows: Array<{ id: string }> = await manager.query(
    `SELECT id FROM invitations WHERE email = $1 AND accepted_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [email],
  );
  if (rows[0]) await manager.query(`UPDATE invitations SET accepted_at = now() WHERE id = $1`, [rows[0].id]);
  return rows[0] ? manager.findOneByOrFail(InvitationEntity, { id: rows[0].id }) : null;
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
