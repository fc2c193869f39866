import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { CORRELATION_HEADER } from '../context/request-context.js';
import { traceIdOfRequest } from '../tracing/http-spans.js';
import { tracing } from '../tracing/tracing-switch.js';

/** A correlation id a caller may hand in: short, plain characters (it goes into logs and headers as it is). */
const acceptable = /^[A-Za-z0-9._:-]{8,100}$/;

/** The request's id: the caller's `x-correlation-id` when acceptable, otherwise a new one. */
export function correlationIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && acceptable.test(header) ? header : randomUUID();
}

/** Paths asked every few seconds by the orchestrator and Prometheus: counted in metrics, not logged. */
const unlogged = /^\/(health\/|metrics$)/;

/**
 * One line per HTTP answer (issue 26 §3), at `info`, with the request's correlation id — the one its NATS
 * requests, events and the services' logs carry — given back to the caller in `x-correlation-id`, and its
 * trace id when traces are exported. The route pattern, never the raw URL: a query string may hold a code or
 * a token.
 */
export function logAccess(fastify: FastifyInstance, logger: Logger, enabled: boolean): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header(CORRELATION_HEADER, request.id);
    done();
  });
  if (!enabled) return;
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (!unlogged.test(route))
      logger.info(
        {
          correlationId: request.id,
          // When traces are exported (undefined, so absent, otherwise).
          traceId: tracing.on ? traceIdOfRequest(request) : undefined,
          method: request.method,
          route,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'http',
      );
    done();
  });
}
