import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  createBoardSchoolRoute,
  inviteSchoolAdminRoute,
  listBoardSchoolsRoute,
  moveBoardTeacherRoute,
  setSchoolAliasRoute,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

const boardSchoolsKey = ['board', 'schools'] as const;

export type NewSchool = z.output<typeof createBoardSchoolRoute.body>;
export type SchoolAdminInvitation = z.output<typeof inviteSchoolAdminRoute.body> & { schoolId: string };

/** The board's schools by name, a page at a time ('Charger plus'); the figures are identity's, never summed here. */
export function useBoardSchoolPages() {
  return useInfiniteQuery({
    queryKey: boardSchoolsKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listBoardSchoolsRoute, { query: { cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Creating a school (then the list is read again) and inviting a school's administrator. Toasts are the caller's. */
export function useBoardMutations() {
  const client = useQueryClient();
  return {
    createSchool: useMutation({
      mutationFn: (body: NewSchool) => callRoute(createBoardSchoolRoute, { body }),
      onSuccess: () => client.invalidateQueries({ queryKey: boardSchoolsKey }),
    }),
    inviteAdmin: useMutation({
      mutationFn: ({ schoolId, email }: SchoolAdminInvitation) =>
        callRoute(inviteSchoolAdminRoute, { params: { schoolId }, body: { email } }),
    }),
  };
}

/** A teacher moved to another school of the board; the schools' figures are read again. */
export function useMoveTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      schoolId,
      userId,
      toSchoolId,
    }: {
      schoolId: string;
      userId: string;
      toSchoolId: string;
    }) => callRoute(moveBoardTeacherRoute, { params: { schoolId, userId }, body: { toSchoolId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['board'] }),
  });
}

/** A school's Keycloak alias changed; the board's schools are read again. */
export function useSetSchoolAlias() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ schoolId, alias }: { schoolId: string; alias: string }) =>
      callRoute(setSchoolAliasRoute, { params: { schoolId }, body: { alias } }),
    onSuccess: () => client.invalidateQueries({ queryKey: boardSchoolsKey }),
  });
}
