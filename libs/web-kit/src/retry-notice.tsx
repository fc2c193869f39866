import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@crescendo/ui';
import { retryAfterFailure } from '@crescendo/web-auth';

/** What the notice reads of react-query's cache (`queryClient.getQueryCache()`; the kit loads no react-query). */
export interface RetryingQueries {
  subscribe(listener: () => void): () => void;
  getAll(): ReadonlyArray<{
    state: { fetchStatus: string; fetchFailureCount: number; fetchFailureReason: unknown };
  }>;
}

/** The longest wait among the reads being asked again, a 429's first: 'rate-limited:5', or '' when none. */
function waitOf(queries: RetryingQueries): string {
  let shown = '';
  let longest = -1;
  for (const { state } of queries.getAll()) {
    if (state.fetchStatus !== 'fetching' || state.fetchFailureCount === 0) continue;
    const retry = retryAfterFailure(state.fetchFailureReason, state.fetchFailureCount - 1);
    if (!retry) continue;
    // A 429 outranks a 5xx; then the longer wait.
    const rank = (retry.reason === 'rate-limited' ? 1_000_000 : 0) + retry.seconds;
    if (rank <= longest) continue;
    longest = rank;
    shown = `${retry.reason}:${retry.seconds}`;
  }
  return shown;
}

/**
 * Issue 32 §3: while a portal's reads wait to be asked again (portalQueryDefaults), the page says so —
 * 'Trop de requêtes. Nouvel essai dans N s.' after a 429, 'Service momentanément indisponible…' after a 5xx —
 * as the shell does for the profile; nobody is signed out.
 */
export function RetryNotice({ queries }: { queries: RetryingQueries }) {
  const { t } = useTranslation();
  const subscribe = useCallback((listener: () => void) => queries.subscribe(listener), [queries]);
  const wait = useSyncExternalStore(subscribe, () => waitOf(queries));
  if (!wait) return null;
  const [reason, seconds] = wait.split(':');
  const key = reason === 'rate-limited' ? 'app.retryRateLimited' : 'app.retryUnavailable';
  return <Alert tone="info">{t(key, { seconds: Number(seconds) })}</Alert>;
}
