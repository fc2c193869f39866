import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addEventRoute,
  cancelEventRoute,
  findConflictsRoute,
  listImportedDaysRoute,
  listOccurrencesRoute,
  updateEventRoute,
  type PlanningConflict,
  type PlanningConflictsInput,
  type PlanningEventInput,
} from '@crescendo/contracts';
import type { DayRange } from '@crescendo/domain';
import { callRoute } from '@crescendo/web-auth';

/** Every query of the planning starts with this key: one change reads them all again. */
export const planningKey = ['planning'] as const;

/**
 * The occurrences of a period (a month, a week), by start, a page at a time ('Charger plus'); with `groupId`,
 * that group's and the whole school's (the planning decides), without it every event the reader may see.
 */
export function useRangeOccurrences(range: DayRange, groupId: string | null = null) {
  return useInfiniteQuery({
    queryKey: [...planningKey, 'occurrences', range.from, range.to, groupId],
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listOccurrencesRoute, {
        query: {
          from: range.from,
          to: range.to,
          groupId: groupId ?? undefined,
          cursor: pageParam,
          limit: 200,
        },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/**
 * A period's imported days and events (the board's pedagogical days, read-only), by start, a page at a time:
 * the school's, whoever reads them. Under the planning's key: an import or a deletion reads them again.
 */
export function useRangeImportedDays(range: DayRange) {
  return useInfiniteQuery({
    queryKey: [...planningKey, 'imports', 'days', range.from, range.to],
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listImportedDaysRoute, {
        query: { from: range.from, to: range.to, cursor: pageParam, limit: 200 },
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

/** 'Modifier': every field again (`PUT /planning/events/:eventId`). */
export function useUpdateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, body }: { eventId: string; body: PlanningEventInput }) =>
      callRoute(updateEventRoute, { params: { eventId }, body }),
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
