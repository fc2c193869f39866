import { createHash } from 'node:crypto';
import type { App } from '../http/context.js';
import type { Grant } from '../state/token-store.js';
import { profileClaims } from './claims.js';
import { SCOPE } from './scopes.js';

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  scope: string;
  token_type: 'Bearer';
  id_token?: string;
}

/** Mints an access token for the grant, plus a refresh token and an ID token where due. */
export async function tokenResponse(
  app: App,
  grant: Grant,
  options: { withRefreshToken: boolean; nonce?: string; ttlSeconds?: number },
): Promise<TokenResponse> {
  const { tokens, directory } = app.state;
  const ttl = options.ttlSeconds ?? app.settings.accessTokenTtlSeconds;
  const access = tokens.issueAccessToken(grant, ttl);
  const response: TokenResponse = {
    access_token: access.token,
    expires_in: ttl,
    scope: grant.scopes.join(' '),
    token_type: 'Bearer',
  };
  if (options.withRefreshToken) response.refresh_token = tokens.issueRefreshToken(grant).token;
  const account = directory.accountBySub(grant.sub);
  if (account && grant.scopes.includes(SCOPE.openid)) {
    const claims = {
      ...profileClaims(account, grant.scopes, app.baseUrl()),
      iss: app.baseUrl(),
      azp: grant.clientId,
      aud: grant.clientId,
      at_hash: atHash(access.token),
      ...(options.nonce !== undefined ? { nonce: options.nonce } : {}),
    };
    response.id_token = await app.keys.sign(claims, 3600);
  }
  return response;
}

function atHash(accessToken: string): string {
  return createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url');
}
