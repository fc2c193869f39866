import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.js';

/** Google's OAuth endpoints answer errors as RFC 6749 bodies: `{ error, error_description }`. */
export function sendOAuthError(
  res: ServerResponse,
  status: number,
  error: string,
  description: string,
): void {
  sendJson(res, status, { error, error_description: description }, { 'Cache-Control': 'no-store' });
}
