import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createPracticePlanRoute,
  listMyPracticePlansRoute,
  type CreatePracticePlanInput,
  type PracticePlan,
  type ReplyOf,
  type listMyPracticePlans,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

export type MyPracticePlansPage = ReplyOf<typeof listMyPracticePlans>;

/** How the section reads and asks 'Plan de pratique' (a test hands its own). */
export interface PracticePlanApi {
  list: (cursor: string | undefined) => Promise<MyPracticePlansPage>;
  ask: (input: CreatePracticePlanInput) => Promise<PracticePlan>;
}

export const practicePlanApi: PracticePlanApi = {
  list: (cursor) => callRoute(listMyPracticePlansRoute, { query: { cursor } }),
  ask: (input) => callRoute(createPracticePlanRoute, { body: input }),
};

const key = ['maestro', 'practice-plans', 'mine'] as const;

/** My practice plans, newest first, a page at a time (issue 30 §2); the first page says whether Maestro IA is on. */
export function useMyPracticePlans(api: PracticePlanApi) {
  return useInfiniteQuery({
    queryKey: key,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => api.list(pageParam),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Ask a plan; my list is read again after (the toasts and the refusal are the caller's). */
export function useAskPracticePlan(api: PracticePlanApi) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePracticePlanInput) => api.ask(input),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
