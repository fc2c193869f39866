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
import { callRoute } from '@crescendo/web-auth';

export const groupsKey = ['admin-groups'] as const;

/**
 * Every group of the organisation (the server answers an admin with the organisation's), and whether
 * 'Créer Groupes Admin' shows (the special administrator with no group of their own, spec §2).
 */
export function useOrganizationGroups() {
  return useQuery({
    queryKey: groupsKey,
    queryFn: () => callRoute(listGroupsRoute),
  });
}

/** The organisation's teachers, to show a group's teacher and to choose one. */
export function useTeachers() {
  return useQuery({
    queryKey: ['teachers'],
    queryFn: () => callRoute(lookupProfilesRoute, { body: { role: 'teacher' } }),
  });
}

const calls = {
  create: (body: { name: string; description: string | null; teacherId: string }) =>
    callRoute(createGroupRoute, { body }),
  update: ({ groupId, name, description }: { groupId: string; name: string; description: string | null }) =>
    callRoute(updateGroupRoute, { params: { groupId }, body: { name, description } }),
  remove: (groupId: string) => callRoute(deleteGroupRoute, { params: { groupId } }),
  regenerate: (groupId: string) => callRoute(regenerateCodeRoute, { params: { groupId } }),
  reassign: ({ groupId, teacherId }: { groupId: string; teacherId: string }) =>
    callRoute(updateGroupRoute, { params: { groupId }, body: { teacherId } }),
  createSamples: () => callRoute(createSampleGroupsRoute),
  archive: (groupId: string) =>
    callRoute(archiveGroupRoute, { params: { groupId }, body: { archived: true } }),
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
