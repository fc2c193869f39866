import type { RequestContext } from '../http/context.js';
import { readParams } from '../http/body.js';
import { sendJson } from '../http/respond.js';
import { sendOAuthError } from './oauth-error.js';

/** POST /revoke?token=…: revokes the grant behind an access or refresh token. */
export async function revoke(ctx: RequestContext): Promise<void> {
  const body = await readParams(ctx.req);
  const token = body.get('token') ?? ctx.url.searchParams.get('token');
  if (!token) return sendOAuthError(ctx.res, 400, 'invalid_request', 'Missing required parameter: token');
  if (!ctx.app.state.tokens.revoke(token)) {
    return sendOAuthError(ctx.res, 400, 'invalid_token', 'Token expired or revoked');
  }
  sendJson(ctx.res, 200, {});
}
