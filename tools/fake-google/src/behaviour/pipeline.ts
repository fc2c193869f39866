import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestContext } from '../http/context.js';
import { sendJson, sendText } from '../http/respond.js';
import { apiErrorBody, sendApiError, errorInfo } from '../classroom/api-error.js';
import { bearerToken } from '../http/bearer-token.js';

/**
 * Applies the injected behaviour before a request reaches its route: latency, then a pending failure,
 * then the quotas (per Google account and per OAuth client; a request with no valid token is not counted:
 * its route answers 401). Returns true when the request has been answered (or dropped) here.
 */
export async function applyBehaviour(ctx: RequestContext): Promise<boolean> {
  const { behaviour } = ctx.app;
  const method = ctx.req.method ?? 'GET';
  const path = ctx.url.pathname;

  const delay = behaviour.latency.delayFor(method, path);
  if (delay > 0) await sleep(delay);

  const failure = behaviour.failures.take(method, path);
  if (failure?.drop) {
    ctx.req.socket.destroy();
    return true;
  }
  if (failure) {
    if (typeof failure.body === 'string') {
      sendText(ctx.res, failure.status, failure.body, 'text/plain; charset=utf-8', failure.headers);
    } else {
      sendJson(ctx.res, failure.status, failure.body ?? apiErrorBody(failure.status), failure.headers);
    }
    return true;
  }

  const raw = bearerToken(ctx.req);
  const token = raw === undefined ? undefined : ctx.app.state.tokens.activeAccessToken(raw);
  const caller = token && { userId: token.grant.sub, clientId: token.grant.clientId };
  const verdict = behaviour.quota.check(caller, method, path);
  if (!verdict.allowed) {
    const limit = verdict.per === 'user' ? 'Requests per minute per user' : 'Requests per minute';
    sendApiError(
      ctx.res,
      429,
      `Quota exceeded for quota metric 'Requests' and limit '${limit}' of service 'classroom.googleapis.com'.`,
      {
        details: [errorInfo('RATE_LIMIT_EXCEEDED', path)],
        headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
      },
    );
    return true;
  }
  return false;
}
