import { useQuery } from '@tanstack/react-query';
import { lookupProfilesRoute, maxProfileLookupIds } from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

/**
 * Names, e-mails and instruments of members of one's organisation, by ids, from identity (which owns
 * names): one question for the set (sorted, so that every screen asking for the same people shares the
 * cached answer), at most the route's limit of ids.
 */
export function useProfiles(userIds: readonly string[], options: { enabled?: boolean } = {}) {
  const ids = [...new Set(userIds)].sort().slice(0, maxProfileLookupIds);
  return useQuery({
    queryKey: ['profiles', ids],
    enabled: (options.enabled ?? true) && ids.length > 0,
    queryFn: ({ signal }) => callRoute(lookupProfilesRoute, { body: { userIds: ids }, signal }),
  });
}
