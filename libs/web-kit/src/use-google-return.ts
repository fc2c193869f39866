import { useEffect, useState } from 'react';

type SearchParams = readonly [
  URLSearchParams,
  (update: (current: URLSearchParams) => URLSearchParams, options: { replace: boolean }) => void,
];

/**
 * Back from connecting Google on the page that started it (issue 32 §5: `?auth=google_success&classroom=courses`,
 * classroom-sync's `googleReturnQuery`): true once, for the page to open its course selection; both marks leave the
 * address (the admin's 'Connexion Google réussie !' has read its own by then). `search`: react-router's
 * `useSearchParams()` (passed in: the kit's entry loads no router).
 */
export function useGoogleReturn([params, setParams]: SearchParams): boolean {
  const arrived = params.get('classroom') === 'courses';
  const [returned, setReturned] = useState(false);
  useEffect(() => {
    if (!arrived) return;
    setReturned(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('classroom');
        next.delete('auth');
        return next;
      },
      { replace: true },
    );
  }, [arrived, setParams]);
  return returned;
}
