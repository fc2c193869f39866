import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  beginGoogleAuthorization,
  completeGoogleAuthorization,
  confirmGoogleLink,
  googleBrowserBinding,
} from '@crescendo/contracts';
import { AppException, type ServiceClient } from '@crescendo/service-kit';
import { bindingFrom, clearedBinding } from '../http/browser-binding.js';
import { googleLinkPage } from './google-link-page.js';

const failure = '/home?error=google_auth_failed';
const otherBrowser = '/home?error=google_auth_failed&reason=other_browser';
const confirmPath = '/auth/google/confirm';
const form = 'application/x-www-form-urlencoded';

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length <= max ? value : undefined;

/** Where the browser goes next: a path of this origin, or Google's consent URL when `external` is allowed. */
function land(reply: FastifyReply, to: string, external = false) {
  const local = to.startsWith('/') && !to.startsWith('//');
  reply.header('cache-control', 'no-store');
  return reply.redirect(local || external ? to : failure, 303);
}

/**
 * Spec §7: 'The browser navigates to /auth/google to start Google authentication.' A navigation carries no
 * access token, so it brings the single-use ticket classroom-sync handed the signed-in user. Every step is
 * bound to the browser that asked for the ticket (issue 34.2): `POST /api/v1/classroom/connection` set the
 * binding cookie (`googleBrowserBinding`, HttpOnly, SameSite=Lax, path /auth/google) and the ticket, the
 * consent's state and the confirmation are refused without it. Google comes back to `/auth/google/callback`,
 * which shows which Google account is about to be linked to which account; `POST /auth/google/confirm`
 * stores it or not. The browser lands on `/home?auth=google_success` or `/home?error=google_auth_failed…`.
 * No token ever reaches the browser; malformed input is a failure like any other, never a 500 (issue 34.5).
 */
export async function registerGoogleAuthPages(
  app: FastifyInstance,
  client: ServiceClient,
  https: boolean,
): Promise<void> {
  const clear = clearedBinding(googleBrowserBinding, https);
  const bindingOf = (cookie: string | undefined) => bindingFrom(cookie, googleBrowserBinding.cookie);

  await app.register(async (pages) => {
    // The confirmation form's body, and nothing else: small, flat, never a throw.
    if (pages.hasContentTypeParser(form)) pages.removeContentTypeParser(form);
    pages.addContentTypeParser(form, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    pages.get('/auth/google', async (request, reply) => {
      const ticket = text((request.query as Record<string, unknown>).ticket, 200);
      if (!ticket) return land(reply, failure);
      const binding = bindingOf(request.headers.cookie);
      if (!binding) return land(reply, otherBrowser);
      try {
        const { authorizationUrl } = await client.request(
          beginGoogleAuthorization,
          { ticket, binding },
          null,
        );
        return land(reply, authorizationUrl, true);
      } catch (error) {
        const refused = error instanceof AppException && error.error.messageKey === 'classroom.otherBrowser';
        return land(reply, refused ? otherBrowser : failure);
      }
    });

    pages.get('/auth/google/callback', async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const answer = await client
        .request(
          completeGoogleAuthorization,
          {
            state: text(query.state, 200),
            code: text(query.code, 2000),
            error: text(query.error, 200),
            binding: bindingOf(request.headers.cookie),
          },
          null,
        )
        .catch(() => ({ redirect: failure }));
      if ('confirm' in answer) {
        const page = googleLinkPage(answer.confirm, confirmPath);
        return reply
          .header('cache-control', 'no-store')
          .header('content-security-policy', page.csp)
          .header('x-frame-options', 'DENY')
          .type('text/html; charset=utf-8')
          .send(page.html);
      }
      reply.header('set-cookie', clear);
      return land(reply, answer.redirect);
    });

    pages.post(confirmPath, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const token = text(body.token, 200);
      const answer = token
        ? await client
            .request(
              confirmGoogleLink,
              { token, binding: bindingOf(request.headers.cookie), confirmed: body.decision === 'confirm' },
              null,
            )
            .catch(() => ({ redirect: failure }))
        : { redirect: failure };
      reply.header('set-cookie', clear);
      return land(reply, answer.redirect);
    });
  });
}
