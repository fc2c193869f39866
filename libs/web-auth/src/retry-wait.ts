import { ApiError } from './api-error.js';

/** Why a call is being asked again: the server asked to slow down, or did not answer. */
export type RetryReason = 'rate-limited' | 'unavailable';

/** The longest wait between two tries of a server that does not answer. */
export const maxRetryWaitSeconds = 30;

/**
 * How long to wait before asking again after `error` (the `attempt`-th failure, from 0), or null when asking
 * again would not help: a 429 waits what its `Retry-After` says; a 5xx or no answer waits 1, 2, 4… seconds
 * up to 30 (issue 32 §3: neither signs anyone out). Any other refusal is the answer.
 */
export function retryAfterFailure(
  error: unknown,
  attempt: number,
): { seconds: number; reason: RetryReason } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 429)
    return { seconds: Math.max(1, error.retryAfterSeconds ?? 5), reason: 'rate-limited' };
  if (error.status === 0 || error.status >= 500) {
    const seconds = error.retryAfterSeconds ?? Math.min(maxRetryWaitSeconds, 2 ** attempt);
    return { seconds, reason: 'unavailable' };
  }
  return null;
}
