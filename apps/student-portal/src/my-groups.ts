import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { joinGroupRoute, listGroupsRoute } from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

const key = ['my-groups'] as const;

/** The groups I am in (the server answers a student with their own groups only). */
export function useMyGroups() {
  return useQuery({
    queryKey: key,
    queryFn: () => callRoute(listGroupsRoute),
  });
}

/** Joining with a connection code; the list is read again after. */
export function useJoinGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callRoute(joinGroupRoute, { body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
