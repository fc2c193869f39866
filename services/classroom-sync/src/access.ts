import type { Actor } from '@crescendo/contracts';
import { AppException } from '@crescendo/service-kit';

export interface StaffMember {
  userId: string;
  organizationId: string;
  admin: boolean;
}

/** Connecting Google and importing are for teachers and admins of an organisation; a student does none of it. */
export function requireStaffMember(actor: Actor | null): StaffMember {
  if (!actor) throw new AppException('UNAUTHENTICATED', 'common.unauthenticated');
  const admin = actor.roles.includes('admin');
  if (!actor.organizationId || !(admin || actor.roles.includes('teacher'))) {
    throw new AppException('FORBIDDEN', 'common.forbidden');
  }
  return { userId: actor.userId, organizationId: actor.organizationId, admin };
}
