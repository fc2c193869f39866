import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  archiveGroupRoute,
  createGroupRoute,
  createSampleGroupsRoute,
  deleteGroupRoute,
  groupSchema,
  listGroupsRoute,
  moveGroupMemberRoute,
  regenerateCodeRoute,
  removeGroupMemberRoute,
  updateGroupRoute,
  type Group,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

export const groupsKey = ['groups'] as const;

/** My groups (the spec's "correct teacher id" rule is the server's), and whether 'Créer Groupes Admin' shows. */
export function useGroups() {
  return useQuery({
    queryKey: groupsKey,
    queryFn: () => callRoute(listGroupsRoute),
  });
}

export const groupsApi = {
  create: (body: { name: string; description?: string | null }) => callRoute(createGroupRoute, { body }),
  update: (groupId: string, body: { name?: string; description?: string | null }) =>
    callRoute(updateGroupRoute, { params: { groupId }, body }),
  archive: (groupId: string) =>
    callRoute(archiveGroupRoute, { params: { groupId }, body: { archived: true } }),
  remove: (groupId: string) => callRoute(deleteGroupRoute, { params: { groupId } }),
  regenerateCode: (groupId: string) => callRoute(regenerateCodeRoute, { params: { groupId } }),
  createSamples: () => callRoute(createSampleGroupsRoute),
  removeStudent: (groupId: string, studentId: string) =>
    callRoute(removeGroupMemberRoute, { params: { groupId, studentId } }),
  moveStudent: (groupId: string, studentId: string, toGroupId: string) =>
    callRoute(moveGroupMemberRoute, { params: { groupId, studentId }, body: { toGroupId } }),
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
