import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createAssignmentRoute,
  deleteAssignmentRoute,
  dismissReportFlagsRoute,
  getAssignmentRoute,
  gradeSubmissionRoute,
  listAssignmentsRoute,
  listPracticeReportsRoute,
  lookupProfilesRoute,
  pushCourseWorkRoute,
  type CreateAssignmentInput,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

/** Every query of these screens starts with this key, so one change reads them all again. */
const practiceKey = ['practice'] as const;

/** A teacher's groups' (or one group's); an admin's organisation's (or one group's). */
export function useAssignments(groupId: string | null) {
  return useQuery({
    queryKey: [...practiceKey, 'assignments', groupId],
    queryFn: ({ signal }) =>
      callRoute(listAssignmentsRoute, { query: { groupId: groupId ?? undefined }, signal }),
  });
}

/** One assignment with every submission. */
export function useAssignmentDetail(assignmentId: string | null) {
  return useQuery({
    queryKey: [...practiceKey, 'assignment', assignmentId],
    enabled: assignmentId !== null,
    queryFn: ({ signal }) =>
      callRoute(getAssignmentRoute, { params: { assignmentId: assignmentId! }, signal }),
  });
}

/** The practice reports of a group's students, or of one of them. */
export function usePracticeReports(groupId: string | null, studentId: string | null) {
  return useQuery({
    queryKey: [...practiceKey, 'reports', groupId, studentId],
    enabled: groupId !== null,
    queryFn: ({ signal }) =>
      callRoute(listPracticeReportsRoute, {
        query: { groupId: groupId ?? undefined, studentId: studentId ?? undefined },
        signal,
      }),
  });
}

/** Names and e-mails of the organisation's members, by ids (the students of a group). */
export function useStudentProfiles(userIds: readonly string[]) {
  const ids = [...new Set(userIds)].sort();
  return useQuery({
    queryKey: ['profiles', ids],
    enabled: ids.length > 0,
    queryFn: ({ signal }) => callRoute(lookupProfilesRoute, { body: { userIds: ids }, signal }),
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
