import type { FastifyInstance } from 'fastify';
import type { ServiceMetrics } from './service-metrics.js';

/**
 * Every HTTP answer counted per method, route pattern (never the raw path: ids would make a series per
 * group) and status. Added before Nest registers its routes, so it covers them all.
 */
export function measureHttp(fastify: FastifyInstance, metrics: ServiceMetrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
