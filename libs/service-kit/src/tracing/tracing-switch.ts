import { trace, type Tracer } from '@opentelemetry/api';

/**
 * Whether this process exports traces (`OTEL_EXPORTER_OTLP_ENDPOINT` set, `startTracing`). Off, the kit's hot
 * paths test this one boolean and do nothing else: no SDK is loaded, no span made, no header written.
 */
export const tracing = { on: false };

/** The kit's own spans (NATS requests and handlers, jobs); the instrumentations make theirs. */
export function kitTracer(): Tracer {
  return trace.getTracer('@crescendo/service-kit');
}
