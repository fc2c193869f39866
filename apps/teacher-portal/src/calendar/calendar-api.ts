import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { assignmentPage, listAssignmentsRoute, type Assignment } from '@crescendo/contracts';
import type { DayRange } from '@crescendo/domain';
import { callRoute } from '@crescendo/web-auth';

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
