import type { RequestContext } from '../http/context.js';
import { bearerToken } from '../http/bearer-token.js';
import { sendJson } from '../http/respond.js';
import { profileClaims } from './claims.js';
import { sendOAuthError } from './oauth-error.js';

/** GET /v1/userinfo and /oauth2/v3/userinfo: OpenID claims of the token's account. */
export function userinfo(ctx: RequestContext): void {
  const claims = claimsFor(ctx);
  if (claims) sendJson(ctx.res, 200, claims);
}

/** GET /oauth2/v2/userinfo: the older shape some libraries still read (`id`, `verified_email`). */
export function userinfoV2(ctx: RequestContext): void {
  const claims = claimsFor(ctx);
  if (!claims) return;
  const { sub, email_verified, given_name, family_name, ...rest } = claims;
  sendJson(ctx.res, 200, { id: sub, verified_email: email_verified, given_name, family_name, ...rest });
}

function claimsFor(ctx: RequestContext): ReturnType<typeof profileClaims> | undefined {
  const token = bearerToken(ctx.req) ?? ctx.url.searchParams.get('access_token') ?? '';
  const access = ctx.app.state.tokens.activeAccessToken(token);
  const account = access && ctx.app.state.directory.accountBySub(access.grant.sub);
  if (!access || !account) {
    ctx.res.setHeader(
      'WWW-Authenticate',
      'Bearer realm="https://accounts.google.com/", error="invalid_token"',
    );
    sendOAuthError(ctx.res, 401, 'invalid_request', 'Invalid Credentials');
    return undefined;
  }
  return profileClaims(account, access.grant.scopes, ctx.app.baseUrl());
}
