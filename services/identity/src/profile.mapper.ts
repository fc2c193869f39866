import type { Actor, Me, Profile } from '@crescendo/contracts';
import type { Membership, User } from './user.store.js';

export function toProfile(user: User, membership: Membership, twoFactorEnabled: boolean): Profile {
  return {
    id: user.id,
    role: membership.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail: user.pendingEmail,
    phone: user.phone,
    bio: user.bio,
    picture: user.picture,
    organizationId: membership.organizationId,
    instrument: user.instrument,
    twoFactorEnabled,
    settings: { language: user.language, currency: user.currency },
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

export function toMe(user: User, membership: Membership): Me {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    firstName: user.firstName,
    lastName: user.lastName,
    role: membership.role,
    organizationId: membership.organizationId,
    instrument: user.instrument,
    settings: { language: user.language, currency: user.currency },
  };
}

export function toActor(membership: Membership): Actor {
  return { userId: membership.userId, organizationId: membership.organizationId, roles: [membership.role] };
}
