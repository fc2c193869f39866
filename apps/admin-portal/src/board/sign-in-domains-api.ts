import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  deleteSignInDomainRoute,
  listBoardSchoolsRoute,
  listSignInDomainsRoute,
  saveSignInDomainRoute,
  type BoardSchool,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

const domainsKey = ['board', 'sign-in-domains'] as const;

export type SignInDomainInput = z.output<typeof saveSignInDomainRoute.body> & { domain: string };

/** The board's sign-in domains and the redirect URI to register at their providers. */
export function useSignInDomains() {
  return useQuery({
    queryKey: domainsKey,
    queryFn: ({ signal }) => callRoute(listSignInDomainsRoute, { signal }),
  });
}

/** Every school of the board, for the domain's school (read page after page: a board holds tens of them). */
export function useAllBoardSchools() {
  return useQuery({
    queryKey: ['board', 'schools', 'all'],
    queryFn: async ({ signal }) => {
      const schools: BoardSchool[] = [];
      let cursor: string | undefined;
      do {
        const page = await callRoute(listBoardSchoolsRoute, { query: { cursor, limit: 100 }, signal });
        schools.push(...page.schools);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return schools;
    },
  });
}

export function useSignInDomainMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: domainsKey });
  return {
    save: useMutation({
      mutationFn: ({ domain, ...body }: SignInDomainInput) =>
        callRoute(saveSignInDomainRoute, { params: { domain }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (domain: string) => callRoute(deleteSignInDomainRoute, { params: { domain } }),
      onSuccess: refresh,
    }),
  };
}
