import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addEventRoute,
  cancelEventRoute,
  findConflictsRoute,
  listOccurrencesRoute,
  type PlanningConflict,
  type PlanningConflictsInput,
  type PlanningEventInput,
} from '@crescendo/contracts';
import type { DayRange } from '@crescendo/domain';
import { callRoute } from '@crescendo/web-auth';

const planningKey = ['planning'] as const;

/** A month's occurrences, by start, a page at a time ('Charger plus'). */
export function useMonthOccurrences(month: DayRange) {
  return useInfiniteQuery({
    queryKey: [...planningKey, 'occurrences', month.from],
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listOccurrencesRoute, {
        query: { from: month.from, to: month.to, cursor: pageParam, limit: 200 },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** 'Nouvel événement'; the calendar is read again once done. The toasts are the caller's. */
export function useAddEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanningEventInput) => callRoute(addEventRoute, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: planningKey }),
  });
}

/** "Annuler l'événement": it stays listed, 'Annulé'. */
export function useCancelEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => callRoute(cancelEventRoute, { params: { eventId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: planningKey }),
  });
}

/** Before saving (issue 28 §5): what the event as it would be saved collides with (the form asks, debounced). */
export function askConflicts(
  body: PlanningConflictsInput,
  signal?: AbortSignal,
): Promise<PlanningConflict[]> {
  return callRoute(findConflictsRoute, { body, signal }).then((reply) => reply.conflicts);
}
