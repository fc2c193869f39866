import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { schoolRoleSchema } from '../common/actor.js';

/** Admin 'Équipe' (/admin/roles): the organisation's members and pending invitations. */
export const teamMemberSchema = z.object({
  userId: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().email(),
  /** Their highest role in the school (admin, then student, then teacher). */
  role: schoolRoleSchema,
  /** Every role they hold in the school, `role` first: a department head is administrator and teacher. */
  roles: z.array(schoolRoleSchema).min(1),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string().uuid(),
  email: z.string().email(),
  role: schoolRoleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const listTeamMembers = defineRequest(
  'identity.member.list',
  z.object({}),
  z.object({ members: z.array(teamMemberSchema), invitations: z.array(teamInvitationSchema) }),
);

/** Invite a teacher or an admin by e-mail; accepted at their next sign-up or sign-in. */
export const inviteTeamMember = defineRequest(
  'identity.member.invite',
  z.object({ email: z.string().trim().toLowerCase().email().max(254), role: z.enum(['teacher', 'admin']) }),
  teamInvitationSchema,
);

export const changeTeamMemberRole = defineRequest(
  'identity.member.role.change',
  z.object({ userId: z.string().uuid(), role: schoolRoleSchema }),
  teamMemberSchema,
);

export const removeTeamMember = defineRequest(
  'identity.member.remove',
  z.object({ userId: z.string().uuid() }),
  z.object({ removed: z.literal(true) }),
);

export const revokeTeamInvitation = defineRequest(
  'identity.invitation.revoke',
  z.object({ invitationId: z.string().uuid() }),
  z.object({ revoked: z.literal(true) }),
);

/**
 * The roles one person may hold together in one school (issue 25 §2, decision 0050): one role, or
 * administrator and teacher (a department head); a student holds no second role.
 */
export const teamMemberRolesSchema = z
  .array(schoolRoleSchema)
  .min(1, 'validation.teamRoles')
  .max(2, 'validation.teamRoles')
  .refine(
    (roles) => roles.length === 1 || (roles.includes('admin') && roles.includes('teacher')),
    'validation.teamRoles',
  );

/** 'Équipe': every role a member holds in the school at once (their second role given or taken away). */
export const setTeamMemberRoles = defineRequest(
  'identity.member.roles.set',
  z.object({ userId: z.string().uuid(), roles: teamMemberRolesSchema }),
  teamMemberSchema,
);
