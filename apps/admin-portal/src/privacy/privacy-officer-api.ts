import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clearPrivacyOfficerRoute,
  getPrivacyOfficerRoute,
  setPrivacyOfficerRoute,
  type PrivacyOfficerFields,
} from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

const officerKey = ['privacy', 'officer'] as const;

/** The school's (or board's) own person in charge, and who the privacy page shows. */
export function usePrivacyOfficer() {
  return useQuery({
    queryKey: officerKey,
    queryFn: ({ signal }) => callRoute(getPrivacyOfficerRoute, { signal }),
  });
}

export function usePrivacyOfficerMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: officerKey });
  return {
    set: useMutation({
      mutationFn: (body: PrivacyOfficerFields) => callRoute(setPrivacyOfficerRoute, { body }),
      onSuccess: refresh,
    }),
    clear: useMutation({
      mutationFn: () => callRoute(clearPrivacyOfficerRoute),
      onSuccess: refresh,
    }),
  };
}
