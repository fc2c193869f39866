import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  archiveGroupRoute,
  createGroupRoute,
  createSampleGroupsRoute,
  deleteGroupRoute,
  listGroupsRoute,
  lookupProfilesRoute,
  regenerateCodeRoute,
  updateGroupRoute,
} from '@crescendo/contracts';
import { apiRequest } from '@crescendo/web-auth';

const groupsKey = ['admin-groups'] as const;

/**
 * Every group of the organisation (the server answers an admin with the organisation's), and whether
 * 'Créer Groupes Admin' shows (the special administrator with no group of their own, spec §2).
 */
export function useOrganizationGroups() {
  return useQuery({
    queryKey: groupsKey,
    queryFn: () => apiRequest('GET', '/groups', { schema: listGroupsRoute.reply }),
  });
}

/** The organisation's teachers, to show a group's teacher and to choose one. */
export function useTeachers() {
  return useQuery({
    queryKey: ['teachers'],
    queryFn: () =>
      apiRequest('POST', '/profiles/lookup', {
        body: { role: 'teacher' },
        schema: lookupProfilesRoute.reply,
      }),
  });
}

const path = (groupId: string, rest = '') => `/groups/${encodeURIComponent(groupId)}${rest}`;

const calls = {
  create: (body: { name: string; description: string | null; teacherId: string }) =>
    apiRequest('POST', '/groups', { body, schema: createGroupRoute.reply }),
  update: ({ groupId, name, description }: { groupId: string; name: string; description: string | null }) =>
    apiRequest('PATCH', path(groupId), { body: { name, description }, schema: updateGroupRoute.reply }),
  remove: (groupId: string) => apiRequest('DELETE', path(groupId), { schema: deleteGroupRoute.reply }),
  regenerate: (groupId: string) =>
    apiRequest('POST', path(groupId, '/connection-code'), { schema: regenerateCodeRoute.reply }),
  reassign: ({ groupId, teacherId }: { groupId: string; teacherId: string }) =>
    apiRequest('PATCH', path(groupId), { body: { teacherId }, schema: updateGroupRoute.reply }),
  createSamples: () => apiRequest('POST', '/groups/sample-groups', { schema: createSampleGroupsRoute.reply }),
  archive: (groupId: string) =>
    apiRequest('PUT', path(groupId, '/archived'), {
      body: { archived: true },
      schema: archiveGroupRoute.reply,
    }),
};

export function useAdminGroupMutations() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: groupsKey });
  return {
    create: useMutation({ mutationFn: calls.create, onSettled }),
    reassign: useMutation({ mutationFn: calls.reassign, onSettled }),
    archive: useMutation({ mutationFn: calls.archive, onSettled }),
    createSamples: useMutation({ mutationFn: calls.createSamples, onSettled }),
    update: useMutation({ mutationFn: calls.update, onSettled }),
    remove: useMutation({ mutationFn: calls.remove, onSettled }),
    regenerate: useMutation({ mutationFn: calls.regenerate, onSettled }),
  };
}
