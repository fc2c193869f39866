import type { LoggerService } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/** How often a service still waiting (for PostgreSQL, for its migrations) says so, and how often it looks. */
const WARN_EVERY_MS = 15_000;
const POLL_MS = 1_000;

/** Errors of a server that is not there yet (starting, unreachable): waited for. Any other (a refused password) is not. */
const notYetCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P03', // cannot_connect_now: the server is starting up or shutting down
]);
/** The schema or its migrations table is not there yet, or not granted yet: the migration Job has not run. */
const schemaNotReadyCodes = new Set(['3F000', '42P01', '42501']);

type Logger = Pick<LoggerService, 'warn' | 'log'>;

function codeOf(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

async function waitUntil<T>(
  attempt: () => Promise<T | undefined>,
  waitingFor: () => string,
  logger: Logger,
): Promise<T> {
  let warnedAt = Date.now();
  for (;;) {
    const result = await attempt();
    if (result !== undefined) return result;
    if (Date.now() - warnedAt >= WARN_EVERY_MS) {
      logger.warn(waitingFor(), 'Migrations');
      warnedAt = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Connects the data source, waiting for a PostgreSQL that does not answer yet instead of exiting (the
 * deployment's startupProbe gives a starting pod this time; liveness is checked only after).
 */
export async function initializeWaiting(dataSource: DataSource, logger: Logger): Promise<void> {
  if (dataSource.isInitialized) return;
  let last = '';
  await waitUntil(
    async () => {
      try {
        await dataSource.initialize();
        return true;
      } catch (error) {
        if (!notYetCodes.has(codeOf(error) ?? '')) throw error;
        last = codeOf(error) ?? '';
        return undefined;
      }
    },
    () => `PostgreSQL not reachable yet (${last}): still trying`,
    logger,
  );
}

/** The names of the data source's migrations that its schema's `migrations` table does not list yet. */
export async function pendingMigrations(dataSource: DataSource): Promise<string[]> {
  const schema = (dataSource.options as { schema?: string }).schema;
  if (!schema) throw new Error('A service data source needs a schema');
  const rows: Array<{ name: string }> = await dataSource.query(
    `SELECT name FROM "${schema.replace(/"/g, '""')}"."migrations"`,
  );
  const applied = new Set(rows.map((row) => row.name));
  return dataSource.migrations
    .map((migration) => migration.name ?? migration.constructor.name)
    .filter((name) => !applied.has(name));
}

/**
 * For a service that runs with a role that may only read and write (`DATABASE_MIGRATIONS=await`): waits
 * until its schema has every migration it knows applied, by the release's migration Job (as the schema's
 * owner, `tools/scripts/migrate.mjs <service>`). A pod of a new release that starts before the Job is done
 * waits here, not ready, while the previous release's pods keep serving.
 */
export async function awaitServiceSchema(dataSource: DataSource, logger: Logger): Promise<void> {
  await initializeWaiting(dataSource, logger);
  let pending: string[] = [];
  await waitUntil(
    async () => {
      try {
        pending = await pendingMigrations(dataSource);
      } catch (error) {
        if (!schemaNotReadyCodes.has(codeOf(error) ?? '')) throw error;
        pending = ['(schema not migrated yet)'];
      }
      return pending.length === 0 ? true : undefined;
    },
    () => `waiting for the migration Job: pending ${pending.join(', ')}`,
    logger,
  );
}
