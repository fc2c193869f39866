import { z } from 'zod';
import { defineHttpRoute } from '../http/http-route.js';
import { groupSchema, rosterSchema } from './group.js';
import { archiveGroupInputSchema, createGroupInputSchema, updateGroupInputSchema } from './group-requests.js';
import { joinGroupInputSchema, moveGroupMemberInputSchema } from './membership-requests.js';

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
  query: z.object({
    includeArchived: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
  }),
  reply: z.object({ groups: z.array(groupSchema), canCreateSampleGroups: z.boolean() }),
});

export const createGroupRoute = defineHttpRoute({
  id: 'createGroup',
  method: 'POST',
  path: '/groups',
  summary: 'Nouveau Groupe: a manual group with a fresh connection code, in the current school year',
  tag,
  roles: staff,
  body: createGroupInputSchema,
  reply: groupSchema,
});

export const getGroupRoute = defineHttpRoute({
  id: 'getGroup',
  method: 'GET',
  path: '/groups/:groupId',
  summary: 'One group I may see',
  tag,
  params: groupParams,
  reply: groupSchema,
});

export const updateGroupRoute = defineHttpRoute({
  id: 'updateGroup',
  method: 'PATCH',
  path: '/groups/:groupId',
  summary: 'Rename or describe a group; an admin also reassigns its teacher',
  tag,
  roles: staff,
  params: groupParams,
  body: updateGroupInputSchema,
  reply: groupSchema,
});

export const archiveGroupRoute = defineHttpRoute({
  id: 'archiveGroup',
  method: 'PUT',
  path: '/groups/:groupId/archived',
  summary: 'Archive or unarchive a group',
  tag,
  roles: staff,
  params: groupParams,
  body: archiveGroupInputSchema,
  reply: groupSchema,
});

export const deleteGroupRoute = defineHttpRoute({
  id: 'deleteGroup',
  method: 'DELETE',
  path: '/groups/:groupId',
  summary: 'Erase a group and its memberships',
  tag,
  roles: staff,
  params: groupParams,
  reply: z.object({ deleted: z.literal(true) }),
});

export const regenerateCodeRoute = defineHttpRoute({
  id: 'regenerateGroupCode',
  method: 'POST',
  path: '/groups/:groupId/connection-code',
  summary: 'A new connection code; the old one stops working',
  tag,
  roles: staff,
  params: groupParams,
  reply: groupSchema,
});

export const joinGroupRoute = defineHttpRoute({
  id: 'joinGroup',
  method: 'POST',
  path: '/groups/join',
  summary: 'A student joins a group with its connection code',
  tag,
  body: joinGroupInputSchema,
  reply: groupSchema,
});

export const getGroupRosterRoute = defineHttpRoute({
  id: 'getGroupRoster',
  method: 'GET',
  path: '/groups/:groupId/students',
  summary: 'The students of a group',
  tag,
  params: groupParams,
  reply: rosterSchema,
});

export const removeGroupMemberRoute = defineHttpRoute({
  id: 'removeGroupMember',
  method: 'DELETE',
  path: '/groups/:groupId/students/:studentId',
  summary: 'Remove a student from a group',
  tag,
  roles: staff,
  params: memberParams,
  reply: z.object({ removed: z.literal(true) }),
});

export const moveGroupMemberRoute = defineHttpRoute({
  id: 'moveGroupMember',
  method: 'POST',
  path: '/groups/:groupId/students/:studentId/move',
  summary: 'Move a student to another group of the same teacher (or organisation, for an admin)',
  tag,
  roles: staff,
  params: memberParams,
  body: moveGroupMemberInputSchema,
  reply: z.object({ from: groupSchema, to: groupSchema }),
});

export const createSampleGroupsRoute = defineHttpRoute({
  id: 'createSampleGroups',
  method: 'POST',
  path: '/groups/sample-groups',
  summary: 'Créer Groupes Admin: the special administrator’s three sample groups',
  tag,
  roles: staff,
  reply: z.object({ groups: z.array(groupSchema) }),
});
