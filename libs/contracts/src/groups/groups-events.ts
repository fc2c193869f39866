import { z } from 'zod';
import { defineEvent } from '../common/event.js';
import { groupSourceSchema } from './group.js';

const groupFacts = z.object({
  groupId: z.string().uuid(),
  organizationId: z.string().uuid(),
  teacherId: z.string().uuid().nullable(),
  name: z.string(),
  schoolYear: z.string(),
  source: groupSourceSchema,
  archived: z.boolean(),
});

/** Frozen subjects: a payload that changes shape gets a `.v2` subject. */
export const groupCreated = defineEvent('evt.groups.group.created', groupFacts);
/** Renamed, described, archived or unarchived, or given another (or no) teacher. */
export const groupUpdated = defineEvent('evt.groups.group.updated', groupFacts);
export const groupDeleted = defineEvent(
  'evt.groups.group.deleted',
  z.object({ groupId: z.string().uuid(), organizationId: z.string().uuid() }),
);

const membership = z.object({
  groupId: z.string().uuid(),
  organizationId: z.string().uuid(),
  studentId: z.string().uuid(),
});
/**
 * `via: 'code'` is a student joining with a connection code: identity attaches a student who has no
 * organisation yet to the group's organisation (sign-up's student path). `via: 'import'` and
 * `reason: 'import'`: a Classroom import replaced the group's students (decision 0025: values added to
 * these enums, every consumer updated in the same change).
 */
export const membershipAdded = defineEvent(
  'evt.groups.membership.added',
  membership.extend({ via: z.enum(['code', 'move', 'import']) }),
);
export const membershipRemoved = defineEvent(
  'evt.groups.membership.removed',
  membership.extend({ reason: z.enum(['removed', 'moved', 'user-deleted', 'import']) }),
);
