import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  discardPracticePlanRoute,
  keepPracticePlanRoute,
  listGroupPracticePlansRoute,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

const key = ['maestro', 'practice-plans'] as const;

/** The practice plans of the group's students, newest first, a page at a time (issue 30 §2). */
export function useGroupPracticePlans(groupId: string) {
  return useInfiniteQuery({
    queryKey: [...key, groupId],
    enabled: groupId !== '',
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listGroupPracticePlansRoute, { params: { groupId }, query: { cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Keep or discard a student's plan; the toasts are the caller's. */
export function usePracticePlanReview() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: key });
  return {
    keep: useMutation({
      mutationFn: (practicePlanId: string) =>
        callRoute(keepPracticePlanRoute, { params: { practicePlanId } }),
      onSuccess: refresh,
    }),
    discard: useMutation({
      mutationFn: (practicePlanId: string) =>
        callRoute(discardPracticePlanRoute, { params: { practicePlanId } }),
      onSuccess: refresh,
    }),
  };
}
