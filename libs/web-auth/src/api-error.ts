import { appErrorSchema, type ErrorCode } from '@crescendo/contracts';

/** `NETWORK`: no answer from the server (offline, connection refused), so no server code either. */
export type ApiErrorCode = ErrorCode | 'NETWORK';

/** What the server said beside its code: a catalogue key, its parameters and each field's reason. */
export interface ApiErrorDetails {
  messageKey?: string;
  params?: Readonly<Record<string, unknown>>;
  fields?: Readonly<Record<string, string>>;
  fieldMessages?: Readonly<Record<string, { key: string; params?: Record<string, unknown> }>>;
  /** With `RATE_LIMITED`: seconds before trying again. */
  retryAfterSeconds?: number;
}

/**
 * A failed API call, carrying the server's error. `message` and `fields` are the server's French text;
 * show it in the user's language with `describeError` / `describeFields` of `@crescendo/i18n/server-errors`
 * (decision 0018), which fall back to `apiErrors.<code>` of the i18n catalogue.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly messageKey?: string;
  readonly params?: Readonly<Record<string, unknown>>;
  readonly fields?: Readonly<Record<string, string>>;
  readonly fieldMessages?: ApiErrorDetails['fieldMessages'];
  readonly retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    Object.assign(this, details);
  }
}

/** The server wants a recent sign-in first (sudo mode): answer with `useAuth().reauthenticate()`. */
export function needsReauthentication(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'REAUTH_REQUIRED';
}

/**
 * Reads an HTTP error body `{ error: { code, message, fields? } }`; anything else becomes a coded error. The
 * `Retry-After` header (seconds or a date) stands in for a body that does not say how long to wait.
 */
export function apiErrorFromBody(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const waited = retryAfterHeaderSeconds(retryAfter);
  const fromHeader = waited === undefined ? {} : { retryAfterSeconds: waited };
  const parsed = appErrorSchema.safeParse(
    typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined,
  );
  if (parsed.success) {
    const { code, message, ...details } = parsed.data;
    return new ApiError(status, code, message, { ...fromHeader, ...details });
  }
  return new ApiError(status, codeForStatus(status), `HTTP ${status}`, fromHeader);
}

function retryAfterHeaderSeconds(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : undefined;
}

function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'VALIDATION_FAILED';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'UNAVAILABLE';
  if (status === 504) return 'TIMEOUT';
  return 'INTERNAL';
}
