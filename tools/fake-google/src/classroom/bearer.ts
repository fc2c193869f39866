import type { RequestContext } from '../http/context.js';
import { bearerToken } from '../http/bearer-token.js';
import { hasAnyScope } from '../oauth/scopes.js';
import type { AccessToken } from '../state/token-store.js';
import { errorInfo, sendApiError } from './api-error.js';

const SEE =
  'Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';
const CHALLENGE = {
  'WWW-Authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
};

export interface Caller {
  userId: string;
  scopes: readonly string[];
  token: AccessToken;
}

/**
 * Resolves the bearer token of a Classroom call, or answers 401/403 as Google does and returns undefined.
 * `method` names the API method in the error details (e.g. `google.classroom.v1.Courses.ListCourses`).
 */
export function authorizeCall(
  ctx: RequestContext,
  anyOf: readonly string[],
  method: string,
): Caller | undefined {
  const raw = bearerToken(ctx.req);
  if (!raw) {
    sendApiError(ctx.res, 401, `Request is missing required authentication credential. ${SEE}`, {
      details: [errorInfo('CREDENTIALS_MISSING', method)],
      headers: { 'WWW-Authenticate': 'Bearer realm="https://accounts.google.com/"' },
    });
    return undefined;
  }
  const token = ctx.app.state.tokens.activeAccessToken(raw);
  if (!token) {
    sendApiError(ctx.res, 401, `Request had invalid authentication credentials. ${SEE}`, {
      details: [errorInfo('ACCESS_TOKEN_EXPIRED', method)],
      headers: CHALLENGE,
    });
    return undefined;
  }
  if (!hasAnyScope(token.grant.scopes, anyOf)) {
    sendApiError(ctx.res, 403, 'Request had insufficient authentication scopes.', {
      details: [errorInfo('ACCESS_TOKEN_SCOPE_INSUFFICIENT', method)],
      headers: {
        'WWW-Authenticate': `Bearer realm="https://accounts.google.com/", error="insufficient_scope", scope="${anyOf.join(' ')}"`,
      },
    });
    return undefined;
  }
  return { userId: token.grant.sub, scopes: token.grant.scopes, token };
}
