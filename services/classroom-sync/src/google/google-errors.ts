import { AppException } from '@crescendo/service-kit';

/** What Google answered, as far as we act on it. */
export interface GoogleFailure {
  /** 0: no answer (connection refused, reset, timed out). */
  status: number;
  body: string;
  /** The token endpoint refused the refresh token (revoked, expired): the connection is dead. */
  invalidGrant: boolean;
  retryAfterMs?: number;
}

/** Reads a gaxios error (or anything thrown by a call) into what we act on. */
export function googleFailure(error: unknown): GoogleFailure {
  const failure = error as {
    status?: number;
    response?: { status?: number; data?: unknown; headers?: { get?: (name: string) => string | null } };
  };
  const response = failure.response;
  const status = response?.status ?? 0;
  const data = response?.data;
  const body = typeof data === 'string' ? data : data === undefined ? '' : JSON.stringify(data);
  const oauthError = (data as { error?: unknown } | undefined)?.error;
  const retryAfter = Number(response?.headers?.get?.('retry-after'));
  return {
    status,
    body: body.slice(0, 500),
    invalidGrant: oauthError === 'invalid_grant',
    retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
  };
}

/** 429, 5xx and no answer at all are worth another try; anything else is Google's last word. */
export function isRetryable(failure: GoogleFailure): boolean {
  return failure.status === 0 || failure.status === 429 || failure.status >= 500;
}

/** The connection can no longer act for the user: a 401 after a refresh, or a refused refresh token. */
export function isExpiredGrant(failure: GoogleFailure): boolean {
  return failure.status === 401 || failure.invalidGrant;
}

/**
 * Spec §8's messages for Google's answers. A 401 is not ours (the Crescendo session is fine): it says the
 * Google token expired, and the stored one is cleared by the caller.
 */
export function googleException(failure: GoogleFailure): AppException {
  if (isExpiredGrant(failure)) return new AppException('FORBIDDEN', 'classroom.googleTokenExpired');
  if (failure.status === 403) return new AppException('FORBIDDEN', 'classroom.googlePermissions');
  if (failure.status === 404) return new AppException('UNAVAILABLE', 'classroom.googleApiDisabled');
  if (failure.status === 429) return new AppException('RATE_LIMITED', 'classroom.googleBusy');
  return new AppException('UNAVAILABLE', 'classroom.googleApiError', {
    params: { status: failure.status, body: failure.body },
  });
}
