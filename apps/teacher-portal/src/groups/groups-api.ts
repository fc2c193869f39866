import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  archiveGroupRoute,
  createGroupRoute,
  createSampleGroupsRoute,
  deleteGroupRoute,
  groupSchema,
  listGroupsRoute,
  lookupProfilesRoute,
  moveGroupMemberRoute,
  regenerateCodeRoute,
  removeGroupMemberRoute,
  updateGroupRoute,
  type Group,
} from '@crescendo/contracts';
import { apiRequest } from '@crescendo/web-auth';

export const groupsKey = ['groups'] as const;

/** My groups (the spec's "correct teacher id" rule is the server's), and whether 'Créer Groupes Admin' shows. */
export function useGroups() {
  return useQuery({
    queryKey: groupsKey,
    queryFn: () => apiRequest('GET', '/groups', { schema: listGroupsRoute.reply }),
  });
}

/** Names, e-mails and instruments of members of my organisation, by ids. */
export function useProfiles(userIds: string[]) {
  const ids = [...new Set(userIds)].sort();
  return useQuery({
    queryKey: ['profiles', ids],
    enabled: ids.length > 0,
    queryFn: () =>
      apiRequest('POST', '/profiles/lookup', { body: { userIds: ids }, schema: lookupProfilesRoute.reply }),
  });
}

const path = (groupId: string, rest = '') => `/groups/${encodeURIComponent(groupId)}${rest}`;

export const groupsApi = {
  create: (body: { name: string; description?: string | null }) =>
    apiRequest('POST', '/groups', { body, schema: createGroupRoute.reply }),
  update: (groupId: string, body: { name?: string; description?: string | null }) =>
    apiRequest('PATCH', path(groupId), { body, schema: updateGroupRoute.reply }),
  archive: (groupId: string) =>
    apiRequest('PUT', path(groupId, '/archived'), {
      body: { archived: true },
      schema: archiveGroupRoute.reply,
    }),
  remove: (groupId: string) => apiRequest('DELETE', path(groupId), { schema: deleteGroupRoute.reply }),
  regenerateCode: (groupId: string) =>
    apiRequest('POST', path(groupId, '/connection-code'), { schema: regenerateCodeRoute.reply }),
  createSamples: () => apiRequest('POST', '/groups/sample-groups', { schema: createSampleGroupsRoute.reply }),
  removeStudent: (groupId: string, studentId: string) =>
    apiRequest('DELETE', path(groupId, `/students/${encodeURIComponent(studentId)}`), {
      schema: removeGroupMemberRoute.reply,
    }),
  moveStudent: (groupId: string, studentId: string, toGroupId: string) =>
    apiRequest('POST', path(groupId, `/students/${encodeURIComponent(studentId)}/move`), {
      body: { toGroupId },
      schema: moveGroupMemberRoute.reply,
    }),
};

/** A change to groups, then the list read again; the toasts are the caller's (spec §8). */
export function useGroupsMutation<A extends unknown[], R>(run: (...args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => run(...args),
    onSettled: () => client.invalidateQueries({ queryKey: groupsKey }),
  });
}

export { groupSchema, type Group };
