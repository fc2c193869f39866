import { z } from 'zod';

/**
 * Error codes on the wire. Frozen: a code changes only with a migration plan for every client.
 * The gateway maps each to an HTTP status (services/gateway/src/http/error-status.ts).
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  /** The action needs a recent sign-in: the client sends the user through the sign-in page again. */
  'REAUTH_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'TIMEOUT',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;
