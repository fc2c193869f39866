import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { groupSchema, rosterSchema } from './group.js';
import { groupSubjects } from './group-requests.js';

/** What a student types; the service normalises it (spaces, dashes, case). */
export const joinGroupInputSchema = z.object({
  code: z.string().trim().min(1, 'validation.joinCodeRequired').max(20),
});
/**
 * A student joins with the group's connection code (dashboard, or sign-up's student path). The gateway adds
 * the client's address: wrong codes are counted per account and per address.
 */
export const joinGroup = defineRequest(
  groupSubjects.join,
  joinGroupInputSchema.extend({ clientAddress: z.string().max(64).optional() }),
  groupSchema,
);

const memberRef = z.object({ groupId: z.string().uuid(), studentId: z.string().uuid() });
export const removeGroupMember = defineRequest(
  groupSubjects.removeMember,
  memberRef,
  z.object({ removed: z.literal(true) }),
);

export const moveGroupMemberInputSchema = z.object({ toGroupId: z.string().uuid() });
/** 'Élèves': from one of my groups to another of my groups. */
export const moveGroupMember = defineRequest(
  groupSubjects.moveMember,
  memberRef.extend(moveGroupMemberInputSchema.shape),
  z.object({ from: groupSchema, to: groupSchema }),
);

/** Who is in a group: its teacher, the admins, and its own students see it; nobody else. */
export const getGroupRoster = defineRequest(
  groupSubjects.roster,
  z.object({ groupId: z.string().uuid() }),
  rosterSchema,
);
