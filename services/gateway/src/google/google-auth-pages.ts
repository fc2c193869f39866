import type { FastifyInstance, FastifyRequest } from 'fastify';
import { beginGoogleAuthorization, completeGoogleAuthorization } from '@crescendo/contracts';
import type { ServiceClient } from '@crescendo/service-kit';

const bindingCookie = 'crescendo_google_binding';
const failure = '/home?error=google_auth_failed';

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length <= max ? value : undefined;

/** The value of one cookie of the request, if present. */
function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * Spec §7: 'The browser navigates to /auth/google to start Google authentication.' A navigation carries no
 * access token, so it brings the single-use ticket classroom-sync handed the signed-in user; the consent's
 * state is bound to this browser by a cookie (an attacker's consent link cannot connect someone else's
 * Google account). Google comes back to `/auth/google/callback`; the browser lands on
 * `/home?auth=google_success` or `/home?error=google_auth_failed`. No token ever reaches the browser.
 */
export function registerGoogleAuthPages(app: FastifyInstance, client: ServiceClient, https: boolean): void {
  const attributes = `Path=/auth/google; HttpOnly; SameSite=Lax; Max-Age=600${https ? '; Secure' : ''}`;

  app.get('/auth/google', async (request, reply) => {
    const ticket = text((request.query as Record<string, unknown>).ticket, 200);
    if (!ticket) return reply.redirect(failure, 303);
    const answer = await client.request(beginGoogleAuthorization, { ticket }, null).catch(() => null);
    if (!answer) return reply.redirect(failure, 303);
    reply.header('set-cookie', `${bindingCookie}=${encodeURIComponent(answer.binding)}; ${attributes}`);
    reply.header('cache-control', 'no-store');
    return reply.redirect(answer.authorizationUrl, 303);
  });

  app.get('/auth/google/callback', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const answer = await client
      .request(
        completeGoogleAuthorization,
        {
          state: text(query.state, 200),
          code: text(query.code, 2000),
          error: text(query.error, 200),
          binding: text(cookie(request, bindingCookie), 200),
        },
        null,
      )
      .catch(() => ({ redirect: failure }));
    reply.header('set-cookie', `${bindingCookie}=; ${attributes.replace('Max-Age=600', 'Max-Age=0')}`);
    reply.header('cache-control', 'no-store');
    const local = answer.redirect.startsWith('/') && !answer.redirect.startsWith('//');
    return reply.redirect(local ? answer.redirect : failure, 303);
  });
}
