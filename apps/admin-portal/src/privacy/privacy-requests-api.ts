import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerPrivacyRequestRoute,
  extendPrivacyRequestRoute,
  listPrivacyRequestsRoute,
  listTeamRoute,
  recordPrivacyRequestRoute,
  setPrivacyBodyRoute,
  type PrivacyRequestFields,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

const requestsKey = ['privacy', 'requests'] as const;

/** The school's requests, open ones first by deadline, a page at a time. */
export function usePrivacyRequests() {
  return useInfiniteQuery({
    queryKey: requestsKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listPrivacyRequestsRoute, { query: { cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The school's students, to choose the one a request concerns (identity's own members list). */
export function useSchoolStudents() {
  return useQuery({
    queryKey: ['privacy', 'students'],
    queryFn: async ({ signal }) => {
      const team = await callRoute(listTeamRoute, { signal });
      return team.members
        .filter((member) => member.role === 'student')
        .map((member) => ({ id: member.userId, name: `${member.firstName} ${member.lastName}`.trim() }));
    },
  });
}

export function usePrivacyRequestMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: requestsKey });
  return {
    record: useMutation({
      mutationFn: (body: PrivacyRequestFields) => callRoute(recordPrivacyRequestRoute, { body }),
      onSuccess: refresh,
    }),
    extend: useMutation({
      mutationFn: (requestId: string) =>
        callRoute(extendPrivacyRequestRoute, { params: { requestId }, query: {} }),
      onSuccess: refresh,
    }),
    answer: useMutation({
      mutationFn: (input: { requestId: string; answeredOn: string; note: string }) =>
        callRoute(answerPrivacyRequestRoute, {
          params: { requestId: input.requestId },
          body: { answeredOn: input.answeredOn, note: input.note },
        }),
      onSuccess: refresh,
    }),
    setBody: useMutation({
      mutationFn: (privateSchool: boolean) => callRoute(setPrivacyBodyRoute, { body: { privateSchool } }),
      onSuccess: refresh,
    }),
  };
}
