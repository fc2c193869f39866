import { z } from 'zod';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { schoolRoleSchema } from '../common/actor.js';
import {
  changeTeamMemberRole,
  inviteTeamMember,
  listTeamMembers,
  removeTeamMember,
  revokeTeamInvitation,
  setTeamMemberRoles,
} from './team.js';

const tag = 'identity';
const admins: Array<'admin'> = ['admin'];
const memberParams = z.object({ userId: z.string().uuid() });

export const listTeamRoute = defineHttpRoute({
  id: 'listTeam',
  method: 'GET',
  path: '/team',
  summary: 'Équipe: the organisation’s members with their roles, and pending invitations',
  tag,
  forwards: listTeamMembers,
  roles: admins,
});

export const inviteTeamMemberRoute = defineHttpRoute({
  id: 'inviteTeamMember',
  method: 'POST',
  path: '/team/invitations',
  summary: 'Invite a teacher or an admin by e-mail',
  tag,
  forwards: inviteTeamMember,
  roles: admins,
  body: inviteTeamMember.payload,
});

export const revokeTeamInvitationRoute = defineHttpRoute({
  id: 'revokeTeamInvitation',
  method: 'DELETE',
  path: '/team/invitations/:invitationId',
  summary: 'Revoke a pending invitation',
  tag,
  forwards: revokeTeamInvitation,
  roles: admins,
  params: z.object({ invitationId: z.string().uuid() }),
});

export const changeTeamMemberRoleRoute = defineHttpRoute({
  id: 'changeTeamMemberRole',
  method: 'PUT',
  path: '/team/members/:userId/role',
  summary: 'Change a member’s role; the last admin stays admin',
  tag,
  forwards: changeTeamMemberRole,
  roles: admins,
  params: memberParams,
  body: z.object({ role: schoolRoleSchema }),
});

export const setTeamMemberRolesRoute = defineHttpRoute({
  id: 'setTeamMemberRoles',
  method: 'PUT',
  path: '/team/members/:userId/roles',
  summary: 'Set every role a member holds in the school (a second role: administrator and teacher)',
  tag,
  forwards: setTeamMemberRoles,
  roles: admins,
  params: memberParams,
  body: z.object({ roles: setTeamMemberRoles.payload.shape.roles }),
});

export const removeTeamMemberRoute = defineHttpRoute({
  id: 'removeTeamMember',
  method: 'DELETE',
  path: '/team/members/:userId',
  summary: 'Remove a member from the organisation; the last admin stays',
  tag,
  forwards: removeTeamMember,
  roles: admins,
  params: memberParams,
});

/** The school's team: every route of this file, listed for the gateway (`@crescendo/contracts/http`). */
export const teamRoutes: readonly HttpRoute[] = [
  listTeamRoute,
  inviteTeamMemberRoute,
  revokeTeamInvitationRoute,
  changeTeamMemberRoleRoute,
  setTeamMemberRolesRoute,
  removeTeamMemberRoute,
];
