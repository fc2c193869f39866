import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { ServiceMetrics } from './service-metrics.js';

const watched = new WeakMap<ServiceMetrics, Set<DataSource>>();

/**
 * The gauges read from the service's own infrastructure at each scrape, per schema: the outbox's events not
 * yet relayed and the age of the oldest (a stuck relay shows here first), and the database pool's
 * connections. Registered once per process; each data source started in it is added (a test process may
 * start two services), and one closed is skipped.
 */
export function registerInfraGauges(metrics: ServiceMetrics, dataSource: DataSource | undefined): void {
  if (!dataSource) return;
  let sources = watched.get(metrics);
  if (!sources) {
    sources = new Set();
    watched.set(metrics, sources);
    registerGauges(metrics, sources);
  }
  sources.add(dataSource);
}

function registerGauges(metrics: ServiceMetrics, sources: Set<DataSource>): void {
  const open = () => [...sources].filter((source) => source.isInitialized);
  const schemaOf = (source: DataSource) => String((source.options as { schema?: string }).schema);
  metrics.gaugeOnScrape(
    'crescendo_outbox_backlog',
    'Events written to the outbox and not yet relayed to JetStream (count, and the oldest one’s age in seconds)',
    ['schema', 'measure'],
    async (set) => {
      for (const source of open()) {
        const [row] = await source.query(
          `SELECT count(*)::int AS events,
                  COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float AS oldest
           FROM outbox WHERE published_at IS NULL`,
        );
        set({ schema: schemaOf(source), measure: 'events' }, row?.events ?? 0);
        set({ schema: schemaOf(source), measure: 'oldest_seconds' }, row?.oldest ?? 0);
      }
    },
  );
  metrics.gaugeOnScrape(
    'crescendo_db_pool_connections',
    'PostgreSQL pool connections: open, idle, and requests waiting for one',
    ['schema', 'state'],
    (set) => {
      for (const source of open()) {
        const pool = (source.driver as { master?: Pool }).master;
        if (!pool) continue;
        set({ schema: schemaOf(source), state: 'total' }, pool.totalCount);
        set({ schema: schemaOf(source), state: 'idle' }, pool.idleCount);
        set({ schema: schemaOf(source), state: 'waiting' }, pool.waitingCount);
      }
    },
  );
}
