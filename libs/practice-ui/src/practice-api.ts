import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  createAssignmentRoute,
  deleteAssignmentRoute,
  dismissReportFlagsRoute,
  getAssignmentRoute,
  getPracticeSummaryRoute,
  gradeSubmissionRoute,
  listAssignmentsRoute,
  listPracticeReportsRoute,
  practiceReportPage,
  pushCourseWorkRoute,
  type CreateAssignmentInput,
  type PracticeReport,
} from '@crescendo/contracts';
import type { DayRange } from '@crescendo/domain';
import { callRoute, everyPage } from '@crescendo/web-auth';

/** Every query of these screens starts with this key, so one change reads them all again. */
const practiceKey = ['practice'] as const;

/**
 * A teacher's groups' (or one group's); an admin's organisation's (or one group's): latest due first, a
 * page at a time (`fetchNextPage`, 'Charger plus'), and `counts` of all of them, counted by the server.
 */
export function useAssignments(groupId: string | null) {
  return useInfiniteQuery({
    queryKey: [...practiceKey, 'assignments', groupId],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listAssignmentsRoute, {
        query: { groupId: groupId ?? undefined, cursor: pageParam },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    select: (data) => ({
      assignments: data.pages.flatMap((page) => page.assignments),
      counts: data.pages[0]!.counts,
    }),
  });
}

/**
 * One assignment and its submissions, a page at a time (`fetchNextPage`, 'Charger plus'); with `studentId`,
 * that student's only.
 */
export function useAssignmentDetail(assignmentId: string | null, studentId?: string) {
  return useInfiniteQuery({
    queryKey: [...practiceKey, 'assignment', assignmentId, studentId ?? 'all'],
    enabled: assignmentId !== null,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(getAssignmentRoute, {
        params: { assignmentId: assignmentId! },
        query: { studentId, cursor: pageParam },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    select: (data) => ({
      assignment: data.pages[0]!.assignment,
      submissions: data.pages.flatMap((page) => page.submissions),
    }),
  });
}

/** Whose reports, and of which days: a group's students (or one of them) over a period. */
export interface PracticeReportsQuery {
  groupId: string;
  studentId: string | null;
  range: DayRange;
}

const reportsQuery = ({ groupId, studentId, range }: PracticeReportsQuery, cursor?: string) => ({
  groupId,
  studentId: studentId ?? undefined,
  from: range.from,
  to: range.to,
  cursor,
});

/**
 * The practice reports of a group's students (or of one of them) over a period, newest first, a page at a
 * time: `fetchNextPage` loads the next ('Charger plus'), `hasNextPage` says whether there is one.
 */
export function usePracticeReportPages(query: PracticeReportsQuery | null) {
  return useInfiniteQuery({
    queryKey: [
      ...practiceKey,
      'reports',
      query?.groupId,
      query?.studentId,
      query?.range.from,
      query?.range.to,
    ],
    enabled: query !== null,
    // Another student or period keeps the table on screen until its first page is there.
    placeholderData: keepPreviousData,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listPracticeReportsRoute, { query: reportsQuery(query!, pageParam), signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Every report of the query, page after page of the largest size: what the CSV export writes. */
export function allPracticeReports(query: PracticeReportsQuery): Promise<PracticeReport[]> {
  return everyPage(
    (cursor) =>
      callRoute(listPracticeReportsRoute, {
        query: { ...reportsQuery(query, cursor), limit: practiceReportPage.max },
      }),
    (page) => page.reports,
  );
}

/** A group's totals over a period, per student and per day, summed by the homework service. */
export function usePracticeSummary(groupId: string | null, range: DayRange | null) {
  return useQuery({
    queryKey: [...practiceKey, 'summary', groupId, range?.from, range?.to],
    enabled: groupId !== null && range !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      callRoute(getPracticeSummaryRoute, {
        query: { groupId: groupId!, from: range!.from, to: range!.to },
        signal,
      }),
  });
}

/** The changes of these screens; each reads the practice queries again once done. The toasts are the caller's. */
export function usePracticeMutations() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: practiceKey });
  return {
    create: useMutation({
      mutationFn: (body: CreateAssignmentInput) => callRoute(createAssignmentRoute, { body }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (assignmentId: string) => callRoute(deleteAssignmentRoute, { params: { assignmentId } }),
      onSettled,
    }),
    grade: useMutation({
      mutationFn: ({
        submissionId,
        ...body
      }: {
        submissionId: string;
        grade: number;
        feedback: string | null;
      }) => callRoute(gradeSubmissionRoute, { params: { submissionId }, body }),
      onSettled,
    }),
    dismissFlags: useMutation({
      mutationFn: (reportId: string) => callRoute(dismissReportFlagsRoute, { params: { reportId } }),
      onSettled,
    }),
    /** 'Envoyer vers Google Classroom', after the assignment is saved (classroom-sync). */
    pushToClassroom: useMutation({
      mutationFn: (assignmentId: string) => callRoute(pushCourseWorkRoute, { body: { assignmentId } }),
    }),
  };
}

export type PracticeMutations = ReturnType<typeof usePracticeMutations>;
