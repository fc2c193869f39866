import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { kitTracer, tracing } from './tracing-switch.js';

/** The W3C trace context a queued job carries in its data, from the request that enqueued it. */
export interface JobTrace {
  traceparent?: string;
  tracestate?: string;
}

/**
 * The current trace's context for a job's data (`{ ...data, trace: jobTrace() }`): undefined, so absent from
 * the job, when tracing is off or no span is in progress.
 */
export function jobTrace(): JobTrace | undefined {
  if (!tracing.on) return undefined;
  const carrier: JobTrace = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? carrier : undefined;
}

/** Runs a job as a consumer span continuing the trace its data carries (a new trace when it carries none). */
export function traceJob<T>(name: string, trace: JobTrace | undefined, run: () => Promise<T>): Promise<T> {
  if (!tracing.on) return run();
  const parent = propagation.extract(ROOT_CONTEXT, trace ?? {});
  return kitTracer().startActiveSpan(
    `process ${name}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: { 'messaging.system': 'bullmq', 'messaging.destination.name': name },
    },
    parent,
    async (span) => {
      try {
        return await run();
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
