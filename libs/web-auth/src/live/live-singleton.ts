import { livePath } from '@crescendo/contracts';
import { apiSettings } from '../api-client.js';
import { LiveClient } from './live-client.js';

let shared: LiveClient | null = null;

/** `ws(s)://<this origin><apiBase>/live`, from the API base the auth provider configured. */
export function liveUrl(apiBase = apiSettings().apiBase, origin = globalThis.location?.origin ?? ''): string {
  const absolute = new URL(`${apiBase}${livePath}`, origin);
  absolute.protocol = absolute.protocol === 'https:' ? 'wss:' : 'ws:';
  return absolute.toString();
}

/** The one live connection of the page, shared by the shell and every portal (web-auth is a singleton). */
export function getLiveClient(): LiveClient {
  shared ??= new LiveClient({ url: liveUrl(), getToken: () => apiSettings().getToken() });
  return shared;
}
