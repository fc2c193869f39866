import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clearPolicyRoute,
  listPoliciesRoute,
  listPolicyChangesRoute,
  setPolicyRoute,
  type PolicyKeyWire,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

const policiesKey = ['policies'] as const;

/** The actor's level (board or school) and every key: what applies, its own value, what it may change. */
export function usePolicies() {
  return useQuery({
    queryKey: [...policiesKey, 'list'],
    queryFn: ({ signal }) => callRoute(listPoliciesRoute, { signal }),
  });
}

/** The log of changes, newest first, a page at a time. */
export function usePolicyChanges() {
  return useInfiniteQuery({
    queryKey: [...policiesKey, 'changes'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listPolicyChangesRoute, { query: { cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Setting or removing this level's own value; the list and the log are read again. */
export function usePolicyMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: policiesKey });
  return {
    set: useMutation({
      mutationFn: (input: { key: PolicyKeyWire; value: boolean | string | number; allowOverride: boolean }) =>
        callRoute(setPolicyRoute, {
          params: { key: input.key },
          body: { value: input.value, allowOverride: input.allowOverride },
        }),
      onSuccess: refresh,
    }),
    clear: useMutation({
      mutationFn: (key: PolicyKeyWire) => callRoute(clearPolicyRoute, { params: { key } }),
      onSuccess: refresh,
    }),
  };
}
