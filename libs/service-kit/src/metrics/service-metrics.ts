import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: a request path's answers are milliseconds; a Classroom import's events can wait minutes. */
const requestBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const lagBuckets = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900];

/**
 * The process's Prometheus metrics (issue 26 §3), one registry per process: what every service measures the
 * same way — NATS requests per subject, HTTP requests per route, events per consumer with their lag, the
 * outbox's backlog, the database pool — beside Node's own (CPU, memory, event loop, GC). Served at `/metrics`
 * (`metrics.controller.ts`); a service adds its own to `registry`.
 */
export class ServiceMetrics {
  readonly registry = new Registry();

  readonly natsRequests = new Histogram({
    name: 'crescendo_nats_request_duration_seconds',
    help: 'NATS requests answered by this process, per subject and outcome (ok or the error code)',
    labelNames: ['subject', 'outcome'] as const,
    buckets: requestBuckets,
    registers: [this.registry],
  });

  readonly httpRequests = new Histogram({
    name: 'crescendo_http_request_duration_seconds',
    help: 'HTTP requests answered by this process, per method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: requestBuckets,
    registers: [this.registry],
  });

  readonly eventsHandled = new Counter({
    name: 'crescendo_events_handled_total',
    help: 'Events taken by a durable consumer, per consumer and outcome (ok, retried, dead-lettered, duplicate)',
    labelNames: ['consumer', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly eventLag = new Histogram({
    name: 'crescendo_event_lag_seconds',
    help: 'From the event occurring to its consumer handling it, per consumer',
    labelNames: ['consumer'] as const,
    buckets: lagBuckets,
    registers: [this.registry],
  });

  constructor(service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
  }

  /** A service's own histogram, created once per process (a second call with the name returns the first). */
  histogram<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    buckets: number[],
  ): Histogram<L> {
    const existing = this.registry.getSingleMetric(name);
    if (existing) return existing as Histogram<L>;
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  /**
   * A gauge read when Prometheus scrapes (the outbox's backlog, the pool): never stale, nothing polled. Once
   * per process: a second registration of the name is ignored (the first reader must cover every instance).
   */
  gaugeOnScrape<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: (set: (labels: Record<L, string>, value: number) => void) => Promise<void> | void,
  ): void {
    if (this.registry.getSingleMetric(name)) return;
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        await read((labels, value) => this.set(labels, value));
      },
    });
  }
}

let current: ServiceMetrics | undefined;

/**
 * The process's metrics. A process runs one service; a test process that starts one in-process keeps the
 * first registry (the requests of its harness's clients are not answered here, so nothing mixes).
 */
export function serviceMetrics(service = 'unknown'): ServiceMetrics {
  return (current ??= new ServiceMetrics(service));
}
