import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { tracing } from './tracing-switch.js';

export interface RunningTracing {
  /** Where the spans go (the collector's `/v1/traces`). */
  url: string;
  /** Sends the spans still held, then stops. */
  shutdown(): Promise<void>;
}

/** Asked every few seconds by the orchestrator and Prometheus: no trace of their own. */
const untraced = /^\/(health\/|metrics(\?|$))/;

/**
 * Traces over OTLP/HTTP (JSON) to `endpoint` (OTEL_EXPORTER_OTLP_ENDPOINT, e.g. `http://collector:4318`),
 * issue 26 §3. Without an endpoint it does nothing at all: the SDK is not even loaded, and the kit's spans
 * (`tracing.on`) stay off. With one: a tracer provider for `service` (batched export, W3C propagation,
 * the sampler of OTEL_TRACES_SAMPLER — every trace by default, a caller's decision kept), and the http
 * (every HTTP request a server span, continuing the caller's `traceparent`), pg and ioredis instrumentations
 * (their spans only inside a trace: the outbox relay's polling makes none).
 */
export async function startTracing(
  service: string,
  endpoint: string | undefined,
): Promise<RunningTracing | undefined> {
  if (!endpoint) return undefined;
  const [
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { registerInstrumentations },
    { HttpInstrumentation },
    { PgInstrumentation },
    { IORedisInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  const url = `${endpoint.replace(/\/+$/, '')}/v1/traces`;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': service }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => untraced.test(request.url ?? ''),
      }),
      // The statement's text (with its $1 placeholders), never its values.
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
      // The command's name only: a key may name a person (sign-in budgets are kept per address).
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
    ],
  });
  patchLoadedModules();
  tracing.on = true;
  return {
    url,
    shutdown: async () => {
      tracing.on = false;
      await provider.shutdown();
    },
  };
}

/**
 * The instrumentations patch a package when it passes through `require`; the services import these packages
 * as ES modules, which load CommonJS without `require` (and before this runs). Their patches change the
 * packages' prototypes (`http.Server`, pg's `Client` and pg-pool's `Pool`, ioredis' `Redis`), so requiring
 * each once here — the kit's copy and the service's own, the same objects the imports hold — traces the
 * instances that everybody makes. No loader hook (`--import`) is needed, and the Node flags stay the same.
 */
function patchLoadedModules(): void {
  const fromKit = createRequire(import.meta.url);
  const main = process.argv[1];
  const requires = main ? [fromKit, createRequire(pathToFileURL(main))] : [fromKit];
  for (const from of requires) {
    for (const name of ['http', 'https', 'pg', 'ioredis']) {
      try {
        from(name);
        if (name === 'pg') createRequire(from.resolve('pg'))('pg-pool');
      } catch {
        // not a dependency of this process
      }
    }
  }
}
