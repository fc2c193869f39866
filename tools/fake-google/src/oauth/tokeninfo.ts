import { jwtVerify } from 'jose';
import type { RequestContext } from '../http/context.js';
import { readParams } from '../http/body.js';
import { sendJson } from '../http/respond.js';
import { profileClaims } from './claims.js';
import { sendOAuthError } from './oauth-error.js';

/** GET or POST /tokeninfo?access_token=… | ?id_token=…; Google answers every value as a string. */
export async function tokeninfo(ctx: RequestContext): Promise<void> {
  const params = ctx.req.method === 'POST' ? await readParams(ctx.req) : ctx.url.searchParams;
  const idToken = params.get('id_token');
  const info = idToken
    ? await idTokenInfo(ctx, idToken)
    : accessTokenInfo(ctx, params.get('access_token') ?? '');
  if (!info) return sendOAuthError(ctx.res, 400, 'invalid_token', 'Invalid Value');
  sendJson(ctx.res, 200, info);
}

function accessTokenInfo(ctx: RequestContext, token: string): Record<string, string> | undefined {
  const access = ctx.app.state.tokens.activeAccessToken(token);
  const account = access && ctx.app.state.directory.accountBySub(access.grant.sub);
  if (!access || !account) return undefined;
  const { grant } = access;
  const claims = profileClaims(account, grant.scopes, ctx.app.baseUrl());
  const info: Record<string, string> = {
    azp: grant.clientId,
    aud: grant.clientId,
    sub: grant.sub,
    scope: grant.scopes.join(' '),
    exp: String(Math.floor(access.expiresAt / 1000)),
    expires_in: String(Math.max(0, Math.floor((access.expiresAt - Date.now()) / 1000))),
    access_type: grant.offline ? 'offline' : 'online',
  };
  if (claims.email !== undefined) {
    info.email = claims.email;
    info.email_verified = String(claims.email_verified);
  }
  return info;
}

async function idTokenInfo(
  ctx: RequestContext,
  idToken: string,
): Promise<Record<string, string> | undefined> {
  try {
    const { payload, protectedHeader } = await jwtVerify(idToken, await ctx.app.keys.publicKey(), {
      issuer: ctx.app.baseUrl(),
    });
    const info: Record<string, string> = {
      alg: protectedHeader.alg,
      kid: protectedHeader.kid ?? '',
      typ: 'JWT',
    };
    for (const [key, value] of Object.entries(payload)) info[key] = String(value);
    return info;
  } catch {
    return undefined;
  }
}
