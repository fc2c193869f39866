import { apiSettings } from './api-client.js';
import { apiErrorFromBody, ApiError } from './api-error.js';
import { choiceHeaders } from './membership-choice.js';

/**
 * A call to `{apiBase}{path}` with the bearer token and the chosen membership, for what is not JSON (a
 * recording's bytes sent or read back, issue 29 §2). A refusal throws the server's `ApiError`; nothing
 * answering throws `NETWORK`.
 */
export async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const settings = apiSettings();
  const token = await settings.getToken();
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(choiceHeaders())) headers.set(name, value);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${settings.apiBase}${path}`, { ...init, headers });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'network error');
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    throw apiErrorFromBody(response.status, body, response.headers.get('retry-after'));
  }
  return response;
}
