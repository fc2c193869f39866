import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clearGroupPolicyRoute,
  listGroupPoliciesRoute,
  setGroupPolicyRoute,
  type PolicyKeyWire,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

/** A group's settings (its own values where the key and the levels above allow them). */
export function useGroupPolicies(groupId: string | null) {
  return useQuery({
    queryKey: ['policies', 'group', groupId],
    enabled: groupId !== null,
    queryFn: ({ signal }) => callRoute(listGroupPoliciesRoute, { params: { groupId: groupId! }, signal }),
  });
}

/** Setting or removing the group's own value; its settings and the log are read again. */
export function useGroupPolicyMutations(groupId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['policies'] });
  return {
    set: useMutation({
      mutationFn: ({ key, value }: { key: PolicyKeyWire; value: boolean | string | number }) =>
        callRoute(setGroupPolicyRoute, { params: { groupId, key }, body: { value } }),
      onSuccess: refresh,
    }),
    clear: useMutation({
      mutationFn: (key: PolicyKeyWire) => callRoute(clearGroupPolicyRoute, { params: { groupId, key } }),
      onSuccess: refresh,
    }),
  };
}
