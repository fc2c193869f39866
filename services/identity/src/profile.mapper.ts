import type { Actor, HeldMembership, Me, Profile } from '@crescendo/contracts';
import type { Membership, MembershipWithOrganization } from './membership.store.js';
import type { User } from './user.store.js';

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

/** The signed-in user acting as `membership`, with every (school, role) they hold. */
export function toMe(user: User, membership: Membership, held: MembershipWithOrganization[]): Me {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    firstName: user.firstName,
    lastName: user.lastName,
    role: membership.role,
    organizationId: membership.organizationId,
    memberships: held.flatMap(toHeldMembership),
    instrument: user.instrument,
    settings: { language: user.language, currency: user.currency },
  };
}

const toHeldMembership = (membership: MembershipWithOrganization): HeldMembership[] =>
  membership.organizationId
    ? [
        {
          organizationId: membership.organizationId,
          organizationName: membership.organizationName ?? '',
          role: membership.role,
        },
      ]
    : [];

/** The actor is one membership at a time (decision 0050), with its school's board when it has one. */
export function toActor(membership: MembershipWithOrganization): Actor {
  return {
    userId: membership.userId,
    organizationId: membership.organizationId,
    roles: [membership.role],
    ...(membership.boardId && { boardId: membership.boardId }),
  };
}
