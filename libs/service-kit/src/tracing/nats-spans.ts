import type { MsgHdrs } from '@nats-io/transport-node';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, type Span } from '@opentelemetry/api';
import { natsHeadersGetter, natsHeadersSetter } from './nats-headers-carrier.js';
import { kitTracer } from './tracing-switch.js';

/** Errors that say something broke (a timeout, a service down, a bug), not that a request was refused. */
const failures = new Set(['TIMEOUT', 'UNAVAILABLE', 'INTERNAL']);

/** An answer's error code on its span; a failure also marks the span as an error. */
function markOutcome(span: Span, answer: unknown): void {
  const error = (answer as { ok?: boolean; error?: { code?: string } } | null)?.error;
  if ((answer as { ok?: boolean } | null)?.ok !== false || !error?.code) return;
  span.setAttribute('crescendo.error_code', error.code);
  if (failures.has(error.code)) span.setStatus({ code: SpanStatusCode.ERROR, message: error.code });
}

function markThrown(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/**
 * A request sent over NATS, as a client span of the current trace, its context written into the message's
 * headers (`traceparent`, beside the correlation id) for the service that answers to continue.
 */
export function traceNatsRequest<T>(subject: string, headers: MsgHdrs, send: () => Promise<T>): Promise<T> {
  return kitTracer().startActiveSpan(
    `send ${subject}`,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'messaging.system': 'nats',
        'messaging.operation.type': 'send',
        'messaging.destination.name': subject,
      },
    },
    async (span) => {
      propagation.inject(context.active(), headers, natsHeadersSetter);
      try {
        const answer = await send();
        markOutcome(span, answer);
        return answer;
      } catch (error) {
        markThrown(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/**
 * A request handled (`@Handles`), as a server span continuing the trace its message's headers carry (a new
 * trace when they carry none): what the handler does — its queries, its own requests — is inside it.
 */
export function traceNatsHandling<T>(
  subject: string,
  headers: MsgHdrs | undefined,
  handle: () => Promise<T>,
): Promise<T> {
  const parent = propagation.extract(ROOT_CONTEXT, headers, natsHeadersGetter);
  return kitTracer().startActiveSpan(
    `process ${subject}`,
    {
      kind: SpanKind.SERVER,
      attributes: {
        'messaging.system': 'nats',
        'messaging.operation.type': 'process',
        'messaging.destination.name': subject,
      },
    },
    parent,
    async (span) => {
      try {
        const answer = await handle();
        markOutcome(span, answer);
        return answer;
      } catch (error) {
        markThrown(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
