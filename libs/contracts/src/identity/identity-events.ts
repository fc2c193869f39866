import { z } from 'zod';
import { defineEvent } from '../common/event.js';
import { roleSchema } from '../common/actor.js';

const userRef = z.object({
  userId: z.string().uuid(),
  organizationId: z.string().uuid().nullable(),
  /**
   * Every organisation the user holds a membership in after the change (decision 0050: several schools). A
   * consumer that drops what the user reaches outside their organisation keeps what is inside any of these.
   * Absent from events written before memberships per school: `organizationId` alone then.
   */
  organizationIds: z.array(z.string().uuid()).optional(),
});

export const userCreated = defineEvent(
  'evt.identity.user.created',
  userRef.extend({ role: roleSchema.nullable() }),
);
/** Profile, role or membership changed: caches of the actor must be dropped. */
export const userUpdated = defineEvent('evt.identity.user.updated', userRef);
/** The user is erased: every service erases what it holds about them. */
export const userDeleted = defineEvent('evt.identity.user.deleted', userRef);
/** The organisation and everything in it is erased, in every service. */
export const organizationDeleted = defineEvent(
  'evt.identity.organization.deleted',
  z.object({ organizationId: z.string().uuid() }),
);
