import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteImportedCalendarRoute,
  importCalendarRoute,
  listImportedCalendarsRoute,
  listImportedDaysRoute,
  type ImportCalendarInput,
} from '@crescendo/contracts';
import type { DayRange } from '@crescendo/domain';
import { callRoute } from '@crescendo/web-auth';

// Under the planning's key: an import or a deletion reads the month (and its conflicts) again.
const importsKey = ['planning', 'imports'] as const;

/** The school's imported calendars, a page at a time. */
export function useImportedCalendars() {
  return useInfiniteQuery({
    queryKey: [...importsKey, 'calendars'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listImportedCalendarsRoute, { query: { cursor: pageParam, limit: 100 }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** A month's imported days and events (read-only), by start, a page at a time. */
export function useMonthImportedDays(month: DayRange) {
  return useInfiniteQuery({
    queryKey: [...importsKey, 'days', month.from],
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listImportedDaysRoute, {
        query: { from: month.from, to: month.to, cursor: pageParam, limit: 200 },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** 'Importer un calendrier'; the toasts are the caller's. */
export function useImportCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportCalendarInput) => callRoute(importCalendarRoute, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['planning'] }),
  });
}

/** 'Supprimer' an imported calendar: its days go. */
export function useDeleteImportedCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (calendarId: string) => callRoute(deleteImportedCalendarRoute, { params: { calendarId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['planning'] }),
  });
}
