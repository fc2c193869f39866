import { ApiError, apiErrorFromBody } from './api-error.js';
import { choiceHeaders } from './membership-choice.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What `apiRequest` needs of a schema: zod's `safeParse`, so any contract schema fits. */
export interface ReplySchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface ApiRequestOptions<T> {
  schema: ReplySchema<T>;
  body?: unknown;
  signal?: AbortSignal;
}

interface ApiSettings {
  apiBase: string;
  getToken: () => Promise<string | undefined>;
}

let settings: ApiSettings = { apiBase: '/api/v1', getToken: async () => undefined };

/** Where the API is and how to get a token (the live channel uses the same). */
export function apiSettings(): Readonly<ApiSettings> {
  return settings;
}

/** Set once by the auth provider; shared by the shell and the portals through the web-auth singleton. */
export function configureApi(next: ApiSettings): void {
  settings = next;
}

/**
 * Calls `{apiBase}{path}` with the bearer token and JSON body, and returns the reply parsed by `schema`.
 * Throws an `ApiError` with the server's code, message and fields, or `NETWORK` when nothing answered.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions<T>,
): Promise<T> {
  const token = await settings.getToken();
  // The school and role the person acts as (decision 0050): the server checks it against their memberships.
  const headers: Record<string, string> = { Accept: 'application/json', ...choiceHeaders() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${settings.apiBase}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'network error');
  }

  const body = await readJson(response);
  if (!response.ok) throw apiErrorFromBody(response.status, body, response.headers?.get('retry-after'));
  const parsed = options.schema.safeParse(body);
  if (!parsed.success)
    throw new ApiError(response.status, 'INTERNAL', `unexpected reply to ${method} ${path}`);
  return parsed.data;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
