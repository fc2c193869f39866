import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.js';

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  410: 'NOT_FOUND',
};

/**
 * Calendar v3's error shape (the older JSON APIs'): `errors[]` with a `reason` beside `code` and `message`
 * (`notFound`, `duplicate`, `deleted`, `required`, `invalid`).
 */
export function sendCalendarError(res: ServerResponse, code: number, reason: string, message: string): void {
  sendJson(res, code, {
    error: {
      errors: [{ domain: 'global', reason, message }],
      code,
      message,
      status: STATUS_NAMES[code] ?? 'UNKNOWN',
    },
  });
}
