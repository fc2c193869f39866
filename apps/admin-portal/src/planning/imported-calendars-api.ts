import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteImportedCalendarRoute,
  importCalendarFromUrlRoute,
  importCalendarRoute,
  listImportedCalendarsRoute,
  refreshImportedCalendarRoute,
  type ImportCalendarFromUrlInput,
  type ImportCalendarInput,
} from '@crescendo/contracts';
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

/** 'Importer un calendrier'; the toasts are the caller's. */
export function useImportCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportCalendarInput) => callRoute(importCalendarRoute, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['planning'] }),
  });
}

/** 'Importer un calendrier' from its address (read by the planning now, then every day). */
export function useImportCalendarFromUrl() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportCalendarFromUrlInput) => callRoute(importCalendarFromUrlRoute, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['planning'] }),
  });
}

/** 'Actualiser': a calendar imported by address read again now (a failure is kept on it: the list is read again). */
export function useRefreshImportedCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (calendarId: string) => callRoute(refreshImportedCalendarRoute, { params: { calendarId } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['planning'] }),
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
