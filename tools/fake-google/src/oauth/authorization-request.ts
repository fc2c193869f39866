import type { Directory } from '../state/directory.js';
import type { Client } from '../state/types.js';
import { parseScopes } from './scopes.js';

export interface AuthorizationRequest {
  client: Client;
  redirectUri: string;
  scopes: string[];
  state?: string;
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  prompt: string[];
  offline: boolean;
  loginHint?: string;
  /** `include_granted_scopes=true` (incremental authorization): the grant also carries the scopes given before. */
  includeGrantedScopes: boolean;
}

export type AuthorizationParse =
  | { kind: 'ok'; request: AuthorizationRequest }
  /** Before the redirect URI is trusted, errors are shown to the user, never sent back. */
  | { kind: 'page'; status: number; error: string; description: string }
  | { kind: 'redirect'; location: string };

export function errorRedirect(
  redirectUri: string,
  error: string,
  description: string,
  state?: string,
): string {
  const url = new URL(redirectUri);
  url.searchParams.set('error', error);
  url.searchParams.set('error_description', description);
  if (state !== undefined) url.searchParams.set('state', state);
  return url.toString();
}

export function parseAuthorizationRequest(params: URLSearchParams, directory: Directory): AuthorizationParse {
  const clientId = params.get('client_id');
  if (!clientId) return page(400, 'invalid_request', 'Missing required parameter: client_id');
  const client = directory.client(clientId);
  if (!client) return page(401, 'invalid_client', 'The OAuth client was not found.');
  const redirectUri = params.get('redirect_uri');
  if (!redirectUri) return page(400, 'invalid_request', 'Missing required parameter: redirect_uri');
  if (!client.redirectUris.includes(redirectUri)) {
    return page(
      400,
      'redirect_uri_mismatch',
      `The redirect URI in the request, ${redirectUri}, does not match the ones authorized for the OAuth client.`,
    );
  }

  const state = params.get('state') ?? undefined;
  const fail = (error: string, description: string): AuthorizationParse => ({
    kind: 'redirect',
    location: errorRedirect(redirectUri, error, description, state),
  });

  const responseType = params.get('response_type');
  if (!responseType) return fail('invalid_request', 'Missing required parameter: response_type');
  if (responseType !== 'code')
    return fail('unsupported_response_type', `Unsupported response_type: ${responseType}`);

  const scopes = parseScopes(params.get('scope') ?? '');
  if (!scopes.ok) return fail('invalid_scope', `Some requested scopes were invalid: ${scopes.unknown}`);
  if (scopes.scopes.length === 0) return fail('invalid_request', 'Missing required parameter: scope');

  const codeChallenge = params.get('code_challenge') ?? undefined;
  const method = params.get('code_challenge_method') ?? (codeChallenge ? 'plain' : undefined);
  if (method !== undefined && method !== 'S256' && method !== 'plain') {
    return fail('invalid_request', `Invalid code_challenge_method: ${method}`);
  }
  if (method !== undefined && !codeChallenge) return fail('invalid_request', 'Missing code_challenge.');
  if (codeChallenge !== undefined && !/^[A-Za-z0-9._~-]{43,128}$/.test(codeChallenge)) {
    return fail('invalid_request', 'Invalid code_challenge.');
  }

  const prompt = (params.get('prompt') ?? '').split(' ').filter(Boolean);
  if (prompt.some((p) => !['none', 'consent', 'select_account'].includes(p))) {
    return fail('invalid_request', `Invalid prompt: ${prompt.join(' ')}`);
  }
  if (prompt.includes('none') && prompt.length > 1)
    return fail('invalid_request', 'prompt=none must be alone.');

  const accessType = params.get('access_type') ?? 'online';
  if (accessType !== 'online' && accessType !== 'offline') {
    return fail('invalid_request', `Invalid access_type: ${accessType}`);
  }
  if (!client.clientSecret && !codeChallenge)
    return fail('invalid_request', 'code_challenge is required for this client.');

  return {
    kind: 'ok',
    request: {
      client,
      redirectUri,
      scopes: scopes.scopes,
      state,
      nonce: params.get('nonce') ?? undefined,
      codeChallenge,
      codeChallengeMethod: method,
      prompt,
      offline: accessType === 'offline',
      loginHint: params.get('login_hint') ?? undefined,
      includeGrantedScopes: params.get('include_granted_scopes') === 'true',
    },
  };
}

function page(status: number, error: string, description: string): AuthorizationParse {
  return { kind: 'page', status, error, description };
}
