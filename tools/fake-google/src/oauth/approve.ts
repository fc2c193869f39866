import type { App } from '../http/context.js';
import type { Account } from '../state/types.js';
import type { AuthorizationRequest } from './authorization-request.js';

/**
 * Grants the request for the account and returns where to send the browser. As at Google, a refresh
 * token is issued for offline access only on the first consent, or when `prompt=consent` forces one.
 */
export function approve(app: App, request: AuthorizationRequest, account: Account): string {
  const { tokens } = app.state;
  const clientId = request.client.clientId;
  const firstConsent = !tokens.hasConsented(account.sub, clientId);
  const code = tokens.issueCode({
    clientId,
    redirectUri: request.redirectUri,
    sub: account.sub,
    scopes: request.scopes,
    nonce: request.nonce,
    codeChallenge: request.codeChallenge,
    codeChallengeMethod: request.codeChallengeMethod,
    issueRefreshToken: request.offline && (firstConsent || request.prompt.includes('consent')),
  });
  tokens.recordConsent(account.sub, clientId);

  const url = new URL(request.redirectUri);
  if (request.state !== undefined) url.searchParams.set('state', request.state);
  url.searchParams.set('code', code.code);
  url.searchParams.set('scope', request.scopes.join(' '));
  url.searchParams.set('authuser', '0');
  url.searchParams.set('prompt', firstConsent || request.prompt.includes('consent') ? 'consent' : 'none');
  return url.toString();
}
