import { trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Each request's trace id, for its access-log line (the span may be over when the line is written). */
const traceIds = new WeakMap<FastifyRequest, string>();

/**
 * The HTTP server span (made by the http instrumentation, continuing the caller's `traceparent`) named after
 * the route pattern — never the raw URL, which may hold a code or a token — with the request's correlation id,
 * so that a trace and the logs of its request find each other.
 */
export function traceHttpRequests(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const span = trace.getActiveSpan();
    if (span) {
      const route = request.routeOptions.url;
      if (route) {
        span.updateName(`${request.method} ${route}`);
        span.setAttribute('http.route', route);
      }
      span.setAttribute('crescendo.correlation_id', request.id);
      traceIds.set(request, span.spanContext().traceId);
    }
    done();
  });
}

/** The trace id of a request traced by `traceHttpRequests`. */
export function traceIdOfRequest(request: FastifyRequest): string | undefined {
  return traceIds.get(request);
}

/** The trace id of the span in progress, for a log line. */
export function activeTraceId(): string | undefined {
  const span = trace.getActiveSpan();
  return span?.isRecording() ? span.spanContext().traceId : undefined;
}
