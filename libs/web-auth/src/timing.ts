/** Refresh this long before the access token expires, so a request never leaves with a dying token. */
export const refreshMarginSeconds = 30;

/** When the session check gives up and the app goes on signed out. Below the 5 s of the loading screen. */
export const initTimeoutMs = 4500;

/**
 * How long a session check that outlasted `initTimeoutMs` is still awaited: a slow provider (a busy
 * machine, a cold start) then signs the user in late instead of leaving them signed out.
 */
export const lateAnswerTimeoutMs = 30_000;

/**
 * Milliseconds from `nowMs` until the access token expiring at `expSeconds` (server clock) should be
 * refreshed, given the client-minus-server clock skew in seconds. Never negative.
 */
export function msUntilRefresh(expSeconds: number, skewSeconds: number, nowMs: number): number {
  const expiresAtLocalMs = (expSeconds + skewSeconds) * 1000;
  return Math.max(0, expiresAtLocalMs - refreshMarginSeconds * 1000 - nowMs);
}

/** Resolves with `fallback` if `promise` has not settled after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
