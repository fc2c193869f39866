import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  addEventRoute,
  assignmentPage,
  cancelEventRoute,
  findConflictsRoute,
  listAssignmentsRoute,
  listOccurrencesRoute,
  updateEventRoute,
  type Assignment,
  type PlanningConflict,
  type PlanningConflictsInput,
  type PlanningEventInput,
} from '@crescendo/contracts';
import type { DayRange } from '@crescendo/domain';
import { callRoute } from '@crescendo/web-auth';

/** Every query of the calendar starts with this key (the admin's too): one change reads them all again. */
const planningKey = ['planning'] as const;

/**
 * The occurrences of a month or a week, by start, a page at a time ('Charger plus'); with `groupId`, that
 * group's and the whole school's (the planning decides, `groupId` of `GET /planning/occurrences`), without it
 * the teacher's groups' and the school's.
 */
export function useRangeOccurrences(range: DayRange, groupId: string | null) {
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

/** At most this many pages of assignments are read back to the start of the period shown. */
const duePagesMax = 10;

/**
 * The due dates of the teacher's groups' assignments (or one group's) within the period: homework lists them
 * latest due first, so pages are read until one reaches before the period (at most `duePagesMax`).
 */
export function useDueAssignments(range: DayRange, groupId: string | null) {
  return useQuery({
    queryKey: ['practice', 'calendar-due', range.from, range.to, groupId],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const found: Assignment[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < duePagesMax; page += 1) {
        const reply = await callRoute(listAssignmentsRoute, {
          query: { groupId: groupId ?? undefined, cursor, limit: assignmentPage.max },
          signal,
        });
        found.push(...reply.assignments);
        const last = reply.assignments.at(-1);
        if (!reply.nextCursor || !last || last.dueDate < range.from) break;
        cursor = reply.nextCursor;
      }
      return found
        .filter((assignment) => assignment.dueDate >= range.from && assignment.dueDate <= range.to)
        .sort((a, b) => a.dueAt.localeCompare(b.dueAt));
    },
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

/** Before saving (issue 28 §5): what the event as it would be saved collides with. */
export function askConflicts(
  body: PlanningConflictsInput,
  signal?: AbortSignal,
): Promise<PlanningConflict[]> {
  return callRoute(findConflictsRoute, { body, signal }).then((reply) => reply.conflicts);
}
