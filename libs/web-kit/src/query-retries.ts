import { ApiError, retryAfterFailure } from '@crescendo/web-auth';

/** Tries after the first failure before a page shows its error. */
export const maxQueryRetries = 5;

/**
 * The portals' react-query defaults (issue 32 §3), as `new QueryClient({ defaultOptions: portalQueryDefaults })`:
 * a read refused with 429 is asked again after its `Retry-After`, a 5xx or no answer after 1, 2, 4… s (web-auth's
 * `retryAfterFailure`), any other refusal (401, 403, 404, a form's 400) is the answer at once. A change is
 * sent again only after a 429, which the gateway answers before any service sees it; a 5xx may have been
 * applied. Nothing here signs anyone out: only the shell does, on a 401 after its refresh failed.
 */
export const portalQueryDefaults = {
  queries: {
    retry: (failureCount: number, error: unknown) =>
      failureCount < maxQueryRetries && retryAfterFailure(error, failureCount) !== null,
    retryDelay: (failureCount: number, error: unknown) => waitMs(error, failureCount),
  },
  mutations: {
    retry: (failureCount: number, error: unknown) =>
      failureCount < maxQueryRetries && error instanceof ApiError && error.status === 429,
    retryDelay: (failureCount: number, error: unknown) => waitMs(error, failureCount),
  },
};

function waitMs(error: unknown, failureCount: number): number {
  return (retryAfterFailure(error, failureCount)?.seconds ?? 1) * 1000;
}
