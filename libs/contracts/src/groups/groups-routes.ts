import { z } from 'zod';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import {
  archiveGroup,
  archiveGroupInputSchema,
  createGroup,
  createGroupInputSchema,
  createSampleGroups,
  deleteGroup,
  getGroup,
  listGroups,
  regenerateCode,
  updateGroup,
  updateGroupInputSchema,
} from './group-requests.js';
import {
  getGroupRoster,
  joinGroup,
  joinGroupInputSchema,
  moveGroupMember,
  moveGroupMemberInputSchema,
  removeGroupMember,
} from './membership-requests.js';

const tag = 'groups';
const groupParams = z.object({ groupId: z.string().uuid() });
const memberParams = groupParams.extend({ studentId: z.string().uuid() });
const staff: Array<'admin' | 'teacher'> = ['admin', 'teacher'];

export const listGroupsRoute = defineHttpRoute({
  id: 'listGroups',
  method: 'GET',
  path: '/groups',
  summary: 'My groups (teacher), the organisation’s (admin), the groups I am in (student)',
  tag,
  forwards: listGroups,
  query: z.object({
    includeArchived: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
  }),
});

export const createGroupRoute = defineHttpRoute({
  id: 'createGroup',
  method: 'POST',
  path: '/groups',
  summary: 'Nouveau Groupe: a manual group with a fresh connection code, in the current school year',
  tag,
  forwards: createGroup,
  roles: staff,
  body: createGroupInputSchema,
});

export const getGroupRoute = defineHttpRoute({
  id: 'getGroup',
  method: 'GET',
  path: '/groups/:groupId',
  summary: 'One group I may see',
  tag,
  forwards: getGroup,
  params: groupParams,
});

export const updateGroupRoute = defineHttpRoute({
  id: 'updateGroup',
  method: 'PATCH',
  path: '/groups/:groupId',
  summary: 'Rename or describe a group; an admin also reassigns its teacher',
  tag,
  forwards: updateGroup,
  roles: staff,
  params: groupParams,
  body: updateGroupInputSchema,
});

export const archiveGroupRoute = defineHttpRoute({
  id: 'archiveGroup',
  method: 'PUT',
  path: '/groups/:groupId/archived',
  summary: 'Archive or unarchive a group',
  tag,
  forwards: archiveGroup,
  roles: staff,
  params: groupParams,
  body: archiveGroupInputSchema,
});

export const deleteGroupRoute = defineHttpRoute({
  id: 'deleteGroup',
  method: 'DELETE',
  path: '/groups/:groupId',
  summary: 'Erase a group and its memberships',
  tag,
  forwards: deleteGroup,
  roles: staff,
  params: groupParams,
});

export const regenerateCodeRoute = defineHttpRoute({
  id: 'regenerateGroupCode',
  method: 'POST',
  path: '/groups/:groupId/connection-code',
  summary: 'A new connection code; the old one stops working',
  tag,
  forwards: regenerateCode,
  roles: staff,
  params: groupParams,
});

export const joinGroupRoute = defineHttpRoute({
  id: 'joinGroup',
  method: 'POST',
  path: '/groups/join',
  summary: 'A student joins a group with its connection code',
  tag,
  forwards: joinGroup,
  body: joinGroupInputSchema,
  // Wrong codes are counted per account and per address.
  payload: ({ body, clientAddress }) => ({ ...body, clientAddress }),
});

export const getGroupRosterRoute = defineHttpRoute({
  id: 'getGroupRoster',
  method: 'GET',
  path: '/groups/:groupId/students',
  summary: 'The students of a group',
  tag,
  forwards: getGroupRoster,
  params: groupParams,
});

export const removeGroupMemberRoute = defineHttpRoute({
  id: 'removeGroupMember',
  method: 'DELETE',
  path: '/groups/:groupId/students/:studentId',
  summary: 'Remove a student from a group',
  tag,
  forwards: removeGroupMember,
  roles: staff,
  params: memberParams,
});

export const moveGroupMemberRoute = defineHttpRoute({
  id: 'moveGroupMember',
  method: 'POST',
  path: '/groups/:groupId/students/:studentId/move',
  summary: 'Move a student to another group of the same teacher (or organisation, for an admin)',
  tag,
  forwards: moveGroupMember,
  roles: staff,
  params: memberParams,
  body: moveGroupMemberInputSchema,
});

export const createSampleGroupsRoute = defineHttpRoute({
  id: 'createSampleGroups',
  method: 'POST',
  path: '/groups/sample-groups',
  summary: 'Créer Groupes Admin: the special administrator’s three sample groups',
  tag,
  forwards: createSampleGroups,
  roles: staff,
});

/** Groups, their codes and rosters: every route of this file, listed for the gateway (`@crescendo/contracts/http`). */
export const groupsRoutes: readonly HttpRoute[] = [
  listGroupsRoute,
  createGroupRoute,
  getGroupRoute,
  updateGroupRoute,
  archiveGroupRoute,
  deleteGroupRoute,
  regenerateCodeRoute,
  joinGroupRoute,
  getGroupRosterRoute,
  removeGroupMemberRoute,
  moveGroupMemberRoute,
  createSampleGroupsRoute,
];
