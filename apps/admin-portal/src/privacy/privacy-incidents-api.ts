import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listPrivacyIncidentsRoute,
  recordPrivacyIncidentRoute,
  updatePrivacyIncidentRoute,
  type PrivacyIncidentFields,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

const incidentsKey = ['privacy', 'incidents'] as const;

/**
 * The school's incident register, newest known first, a page at a time; a board's administrator names the
 * school (`schoolId`), a school's reads their own. Nothing is asked until a board's administrator chose one.
 */
export function usePrivacyIncidents(schoolId: string | undefined, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...incidentsKey, schoolId ?? 'own'],
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listPrivacyIncidentsRoute, { query: { schoolId, cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function usePrivacyIncidentMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: incidentsKey });
  return {
    record: useMutation({
      mutationFn: (body: PrivacyIncidentFields) => callRoute(recordPrivacyIncidentRoute, { body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ incidentId, fields }: { incidentId: string; fields: PrivacyIncidentFields }) =>
        callRoute(updatePrivacyIncidentRoute, { params: { incidentId }, body: fields }),
      onSuccess: refresh,
    }),
  };
}
