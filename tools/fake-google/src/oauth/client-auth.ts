import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { Directory } from '../state/directory.js';
import type { Client } from '../state/types.js';

export type ClientAuth = { ok: true; client: Client } | { ok: false; description: string };

/** client_secret_basic or client_secret_post; a public client (no secret) identifies itself by client_id. */
export function authenticateClient(
  req: IncomingMessage,
  params: URLSearchParams,
  directory: Directory,
): ClientAuth {
  let clientId = params.get('client_id') ?? undefined;
  let secret = params.get('client_secret') ?? undefined;
  const header = req.headers.authorization;
  if (header?.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    clientId = decodeURIComponent(decoded.slice(0, colon));
    secret = decodeURIComponent(decoded.slice(colon + 1));
  }
  if (!clientId) return { ok: false, description: 'Missing required parameter: client_id' };
  const client = directory.client(clientId);
  if (!client) return { ok: false, description: 'The OAuth client was not found.' };
  if (client.clientSecret === undefined) return { ok: true, client };
  if (secret === undefined || !sameSecret(secret, client.clientSecret))
    return { ok: false, description: 'Unauthorized' };
  return { ok: true, client };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
