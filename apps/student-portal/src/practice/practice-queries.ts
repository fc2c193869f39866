import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  getAssignmentRoute,
  getPracticeDaysRoute,
  listAssignmentsRoute,
  listPracticeReportsRoute,
  submitAssignmentRoute,
  type Assignment,
  type PracticeEntryInput,
  type Submission,
} from '@crescendo/contracts';
import {
  dayOf,
  practiceHistorySize,
  recentWeeksRange,
  type DayRange,
  type PracticeTypeFilter,
} from '@crescendo/domain';
import { callRoute } from '@crescendo/web-auth';

const assignmentsKey = ['practice', 'assignments'] as const;
export const reportsKey = ['practice', 'reports'] as const;
const submissionKey = (assignmentId: string) => ['practice', 'submission', assignmentId] as const;

/**
 * The exercises assigned to me, each with my own status (the server judges it on the organisation's
 * clock), latest due first, a page at a time: `fetchNextPage` loads the next ('Charger plus'). `counts` are
 * of all of them (assigned to me, submitted by me), counted by the server whatever was loaded.
 */
export function useMyAssignments() {
  return useInfiniteQuery({
    queryKey: assignmentsKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listAssignmentsRoute, { query: { cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    select: (data) => ({
      assignments: data.pages.flatMap((page) => page.assignments),
      counts: data.pages[0]!.counts,
    }),
  });
}

/** The list's filters: the days (null: all) and the search box's words. */
export interface MyReportsFilter {
  range: DayRange | null;
  search: string;
}

/**
 * My practice reports (voluntary ones and those my submissions made), newest first, a page at a time:
 * `fetchNextPage` loads the next ('Charger plus'). The days and the search are the server's to apply.
 */
export function useMyReportPages({ range, search }: MyReportsFilter) {
  return useInfiniteQuery({
    queryKey: [...reportsKey, 'list', range?.from, range?.to, search.trim()],
    // Another filter keeps the table (and the search box's focus) until its first page is there.
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listPracticeReportsRoute, {
        query: {
          ...(range ? { from: range.from, to: range.to } : {}),
          ...(search.trim() ? { search: search.trim() } : {}),
          cursor: pageParam,
        },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

const typeOf = { all: undefined, assigned: 'homework', voluntary: 'general' } as const;

/** The most recent of a period and type: the statistics' recent practices (5) and history table (10). */
export function useMyLatestReports(range: DayRange, type: PracticeTypeFilter) {
  return useQuery({
    queryKey: [...reportsKey, 'latest', range.from, range.to, type],
    queryFn: ({ signal }) =>
      callRoute(listPracticeReportsRoute, {
        query: { from: range.from, to: range.to, type: typeOf[type], limit: practiceHistorySize },
        signal,
      }).then((reply) => reply.reports),
  });
}

/** My practice per day and type over a period, and my totals of all time, summed by the server. */
export function useMyPracticeDays(range: DayRange | null) {
  return useQuery({
    queryKey: [...reportsKey, 'days', range?.from, range?.to],
    enabled: range !== null,
    queryFn: ({ signal }) =>
      callRoute(getPracticeDaysRoute, { query: { from: range!.from, to: range!.to }, signal }),
  });
}

/** The chart's weeks up to today (they hold the weekly average's) and my totals of all time. */
export function useMyRecentPractice() {
  return useMyPracticeDays(recentWeeksRange(dayOf(new Date())));
}

/** My submission of each exercise I have submitted (late flag, grade and the teacher's comment). */
export function useMySubmissions(assignments: Assignment[]): Map<string, Submission> {
  const submitted = assignments.filter((assignment) => assignment.myStatus === 'submitted');
  const results = useQueries({
    queries: submitted.map((assignment) => ({
      queryKey: submissionKey(assignment.id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callRoute(getAssignmentRoute, { params: { assignmentId: assignment.id }, signal }).then(
          (detail) => detail.submissions[0] ?? null,
        ),
    })),
  });
  const mine = new Map<string, Submission>();
  for (const result of results) if (result.data) mine.set(result.data.assignmentId, result.data);
  return mine;
}

export function useSubmitAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, entry }: { assignmentId: string; entry: PracticeEntryInput }) =>
      callRoute(submitAssignmentRoute, { params: { assignmentId }, body: entry }),
    onSuccess: async (submission) => {
      client.setQueryData(submissionKey(submission.assignmentId), submission);
      await Promise.all([
        client.invalidateQueries({ queryKey: assignmentsKey }),
        client.invalidateQueries({ queryKey: reportsKey }),
      ]);
    },
  });
}
