import replyFrom from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';

/**
 * The embedded identity provider answers at Keycloak's paths on the public origin: `/realms/*` is
 * forwarded to the identity service untouched (bodies as raw streams, X-Forwarded-* so it builds its
 * URLs from the public origin). The provider sets its own security headers on its pages.
 */
export async function registerOidcProxy(app: FastifyInstance, identityUrl: string): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await scope.register(replyFrom, { base: identityUrl, undici: { connections: 32 } });
    scope.all('/realms/*', (request, reply) =>
      reply.from(request.url, {
        rewriteRequestHeaders: (original, headers) => ({
          ...headers,
          'x-forwarded-host': original.headers.host ?? '',
          'x-forwarded-proto': original.protocol,
          'x-forwarded-for': original.ip,
        }),
      }),
    );
  });
}
