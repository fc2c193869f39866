import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addCoTeacherRoute,
  lookupProfilesRoute,
  removeCoTeacherRoute,
  type DirectoryEntry,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

/** The staff of my school (teachers, then admins): who may co-teach a group. */
export function useColleagues(enabled: boolean) {
  return useQuery({
    queryKey: ['profiles', 'staff'],
    enabled,
    queryFn: async (): Promise<DirectoryEntry[]> => {
      const [teachers, admins] = await Promise.all([
        callRoute(lookupProfilesRoute, { body: { role: 'teacher' } }),
        callRoute(lookupProfilesRoute, { body: { role: 'admin' } }),
      ]);
      return [...teachers.profiles, ...admins.profiles];
    },
  });
}

/** A change of the group's co-teachers, then the portal's list of groups (`listKey`) read again. */
export function useCoTeacherChange(groupId: string, change: 'add' | 'remove', listKey: readonly string[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (teacherId: string) =>
      change === 'add'
        ? callRoute(addCoTeacherRoute, { params: { groupId }, body: { teacherId } })
        : callRoute(removeCoTeacherRoute, { params: { groupId, teacherId } }),
    onSettled: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

export const personName = (person: DirectoryEntry) => `${person.firstName} ${person.lastName}`.trim();
