import type { ServerResponse } from 'node:http';
import { sendJson, type Headers } from '../http/respond.js';

/** google.rpc.Code names by HTTP status, as Google's JSON APIs report them. */
const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  429: 'RESOURCE_EXHAUSTED',
  499: 'CANCELLED',
  500: 'INTERNAL',
  501: 'NOT_IMPLEMENTED',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Request contains an invalid argument.',
  404: 'Requested entity was not found.',
  500: 'Internal error encountered.',
  503: 'The service is currently unavailable.',
  504: 'The request timed out.',
};

export interface ApiErrorBody {
  error: { code: number; message: string; status: string; details?: unknown[] };
}

export function apiErrorBody(
  code: number,
  message?: string,
  status?: string,
  details?: unknown[],
): ApiErrorBody {
  return {
    error: {
      code,
      message: message ?? DEFAULT_MESSAGES[code] ?? 'Error.',
      status: status ?? STATUS_NAMES[code] ?? 'UNKNOWN',
      ...(details ? { details } : {}),
    },
  };
}

export function sendApiError(
  res: ServerResponse,
  code: number,
  message?: string,
  options: { status?: string; details?: unknown[]; headers?: Headers } = {},
): void {
  sendJson(res, code, apiErrorBody(code, message, options.status, options.details), options.headers);
}

export function errorInfo(reason: string, method: string): unknown {
  return {
    '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
    reason,
    domain: 'googleapis.com',
    metadata: {
      service: method.startsWith('calendar.') ? 'calendar-json.googleapis.com' : 'classroom.googleapis.com',
      method,
    },
  };
}
