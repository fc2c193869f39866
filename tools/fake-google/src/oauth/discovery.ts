import type { RequestContext } from '../http/context.js';
import { sendJson } from '../http/respond.js';
import { SCOPE } from './scopes.js';

/** GET /.well-known/openid-configuration, shaped like accounts.google.com's, every URL on this server. */
export function discovery(ctx: RequestContext): void {
  const base = ctx.app.baseUrl();
  sendJson(ctx.res, 200, {
    issuer: base,
    authorization_endpoint: `${base}/o/oauth2/v2/auth`,
    token_endpoint: `${base}/token`,
    userinfo_endpoint: `${base}/v1/userinfo`,
    revocation_endpoint: `${base}/revoke`,
    jwks_uri: `${base}/oauth2/v3/certs`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile', ...Object.values(SCOPE).filter((s) => s !== 'openid')],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    claims_supported: [
      'aud',
      'email',
      'email_verified',
      'exp',
      'family_name',
      'given_name',
      'iat',
      'iss',
      'name',
      'picture',
      'sub',
      'nonce',
      'at_hash',
      'azp',
      'hd',
    ],
    code_challenge_methods_supported: ['plain', 'S256'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
  });
}

/** GET /oauth2/v3/certs */
export async function certs(ctx: RequestContext): Promise<void> {
  sendJson(ctx.res, 200, await ctx.app.keys.jwks(), { 'Cache-Control': 'public, max-age=3600' });
}

/** GET /oauth2/v1/certs: the same keys in PEM, where Google's client libraries read them. */
export async function pemCerts(ctx: RequestContext): Promise<void> {
  sendJson(ctx.res, 200, await ctx.app.keys.pem(), { 'Cache-Control': 'public, max-age=3600' });
}
