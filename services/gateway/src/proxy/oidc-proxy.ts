import replyFrom from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';
import { appError } from '@crescendo/service-kit';
import { sendError } from '../http/api-router.js';

/** Whether the whole URL percent-decodes (reply-from decodes it to look for `..`, and throws on `%zz`). */
function decodes(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * The embedded identity provider answers at Keycloak's paths on the public origin: `/realms/*` is
 * forwarded to the identity service untouched (bodies as raw streams, X-Forwarded-* so it builds its
 * URLs from the public origin). The provider sets its own security headers on its pages. A URL that does
 * not percent-decode is nobody's: 400 here (issue 34.5), not the proxy's 500.
 */
export async function registerOidcProxy(app: FastifyInstance, identityUrl: string): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await scope.register(replyFrom, { base: identityUrl, undici: { connections: 32 } });
    scope.all('/realms/*', (request, reply) => {
      if (!decodes(request.url)) return sendError(reply, appError('VALIDATION_FAILED', 'common.validation'));
      return reply.from(request.url, {
        rewriteRequestHeaders: (original, headers) => ({
          ...headers,
          'x-forwarded-host': original.headers.host ?? '',
          'x-forwarded-proto': original.protocol,
          'x-forwarded-for': original.ip,
        }),
      });
    });
  });
}
