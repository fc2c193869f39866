import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { roleSchema } from '../common/actor.js';

/** Admin 'Équipe' (/admin/roles): the organisation's members and pending invitations. */
export const memberSchema = z.object({
  userId: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().email(),
  role: roleSchema,
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.string().uuid(),
  email: z.string().email(),
  role: roleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const listMembers = defineRequest(
  'identity.member.list',
  z.object({}),
  z.object({ members: z.array(memberSchema), invitations: z.array(invitationSchema) }),
);

/** Invite a teacher or an admin by e-mail; accepted at their next sign-up or sign-in. */
export const inviteMember = defineRequest(
  'identity.member.invite',
  z.object({ email: z.string().trim().toLowerCase().email().max(254), role: z.enum(['teacher', 'admin']) }),
  invitationSchema,
);

export const changeMemberRole = defineRequest(
  'identity.member.role.change',
  z.object({ userId: z.string().uuid(), role: roleSchema }),
  memberSchema,
);

export const removeMember = defineRequest(
  'identity.member.remove',
  z.object({ userId: z.string().uuid() }),
  z.object({ removed: z.literal(true) }),
);

export const revokeInvitation = defineRequest(
  'identity.invitation.revoke',
  z.object({ invitationId: z.string().uuid() }),
  z.object({ revoked: z.literal(true) }),
);
