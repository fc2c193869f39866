import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAssignmentRoute,
  listAssignmentsRoute,
  listPracticeReportsRoute,
  submitAssignmentRoute,
  type Assignment,
  type PracticeEntryInput,
  type Submission,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

const assignmentsKey = ['practice', 'assignments'] as const;
export const reportsKey = ['practice', 'reports'] as const;
const submissionKey = (assignmentId: string) => ['practice', 'submission', assignmentId] as const;

/** The exercises assigned to me, each with my own status (the server judges it on the organisation's clock). */
export function useMyAssignments() {
  return useQuery({
    queryKey: assignmentsKey,
    queryFn: ({ signal }) => callRoute(listAssignmentsRoute, { signal }).then((reply) => reply.assignments),
  });
}

/** My practice reports: voluntary ones and those my submissions made. */
export function useMyReports() {
  return useQuery({
    queryKey: reportsKey,
    queryFn: ({ signal }) => callRoute(listPracticeReportsRoute, { signal }).then((reply) => reply.reports),
  });
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
