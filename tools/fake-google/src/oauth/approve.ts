import type { App } from '../http/context.js';
import type { Account } from '../state/types.js';
import type { AuthorizationRequest } from './authorization-request.js';

/**
 * Grants the request for the account and returns where to send the browser. As at Google, a refresh
 * token is issued for offline access only on the first consent, or when `prompt=consent` forces one; with
 * `include_granted_scopes=true` the code carries every scope the account gave the client so far.
 */
export function approve(app: App, request: AuthorizationRequest, account: Account): string {
  const { tokens } = app.state;
  const clientId = request.client.clientId;
  const firstConsent = !tokens.hasConsented(account.sub, clientId);
  // Incremental authorization: the scopes this account gave the client before come with the new ones.
  const scopes = request.includeGrantedScopes
    ? [...new Set([...tokens.grantedScopes(account.sub, clientId), ...request.scopes])]
    : request.scopes;
  const code = tokens.issueCode({
    clientId,
    redirectUri: request.redirectUri,
    sub: account.sub,
    scopes,
    nonce: request.nonce,
    codeChallenge: request.codeChallenge,
    codeChallengeMethod: request.codeChallengeMethod,
    issueRefreshToken: request.offline && (firstConsent || request.prompt.includes('consent')),
  });
  tokens.recordConsent(account.sub, clientId, scopes);

  const url = new URL(request.redirectUri);
  if (request.state !== undefined) url.searchParams.set('state', request.state);
  url.searchParams.set('code', code.code);
  url.searchParams.set('scope', scopes.join(' '));
  url.searchParams.set('authuser', '0');
  url.searchParams.set('prompt', firstConsent || request.prompt.includes('consent') ? 'consent' : 'none');
  return url.toString();
}
