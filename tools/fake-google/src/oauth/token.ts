import type { RequestContext } from '../http/context.js';
import { readParams } from '../http/body.js';
import { sendJson } from '../http/respond.js';
import type { Client } from '../state/types.js';
import { authenticateClient } from './client-auth.js';
import { sendOAuthError } from './oauth-error.js';
import { isValidVerifier, verifyPkce } from './pkce.js';
import { tokenResponse } from './token-response.js';

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/** POST /token: the authorization_code and refresh_token grants. */
export async function token(ctx: RequestContext): Promise<void> {
  const params = await readParams(ctx.req);
  const auth = authenticateClient(ctx.req, params, ctx.app.state.directory);
  if (!auth.ok) return sendOAuthError(ctx.res, 401, 'invalid_client', auth.description);
  const grantType = params.get('grant_type');
  if (grantType === 'authorization_code') return exchangeCode(ctx, params, auth.client);
  if (grantType === 'refresh_token') return refresh(ctx, params, auth.client);
  if (!grantType)
    return sendOAuthError(ctx.res, 400, 'invalid_request', 'Missing required parameter: grant_type');
  sendOAuthError(ctx.res, 400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`);
}

async function exchangeCode(ctx: RequestContext, params: URLSearchParams, client: Client): Promise<void> {
  const codeParam = params.get('code');
  if (!codeParam) return sendOAuthError(ctx.res, 400, 'invalid_request', 'Missing required parameter: code');
  const { tokens } = ctx.app.state;
  const code = tokens.takeCode(codeParam);
  if (!code || code.clientId !== client.clientId)
    return sendOAuthError(ctx.res, 400, 'invalid_grant', 'Malformed auth code.');
  if (code.redirectUri !== params.get('redirect_uri')) {
    return sendOAuthError(ctx.res, 400, 'invalid_grant', 'Bad Request');
  }
  if (code.codeChallenge !== undefined) {
    const verifier = params.get('code_verifier');
    if (!verifier) return sendOAuthError(ctx.res, 400, 'invalid_grant', 'Missing code verifier.');
    if (
      !isValidVerifier(verifier) ||
      !verifyPkce(verifier, code.codeChallenge, code.codeChallengeMethod ?? 'plain')
    ) {
      return sendOAuthError(ctx.res, 400, 'invalid_grant', 'Invalid code verifier.');
    }
  }
  const grant = tokens.createGrant(code.sub, client.clientId, code.scopes, code.issueRefreshToken);
  const body = await tokenResponse(ctx.app, grant, {
    withRefreshToken: code.issueRefreshToken,
    nonce: code.nonce,
  });
  sendJson(ctx.res, 200, body, NO_STORE);
}

async function refresh(ctx: RequestContext, params: URLSearchParams, client: Client): Promise<void> {
  const refreshParam = params.get('refresh_token');
  if (!refreshParam)
    return sendOAuthError(ctx.res, 400, 'invalid_request', 'Missing required parameter: refresh_token');
  const found = ctx.app.state.tokens.activeRefreshToken(refreshParam);
  if (!found || found.grant.clientId !== client.clientId) {
    return sendOAuthError(ctx.res, 400, 'invalid_grant', 'Token has been expired or revoked.');
  }
  const body = await tokenResponse(ctx.app, found.grant, { withRefreshToken: false });
  sendJson(ctx.res, 200, body, NO_STORE);
}
