import { DataSource, type MigrationInterface, type MixedList } from 'typeorm';

export interface ServiceDataSourceOptions {
  url: string;
  /** The service's own PostgreSQL schema; no query leaves it. */
  schema: string;
  entities: MixedList<string | (new () => unknown)>;
  migrations: MixedList<string | (new () => MigrationInterface)>;
  poolSize?: number;
  /**
   * `transaction`: `url` is a pooler in transaction mode (decision 0061): no `search_path` in the startup
   * options, which PgBouncer refuses (the role's own `search_path`, or the pooler's, names the schema).
   */
  pooler?: 'none' | 'transaction';
}

/**
 * One TypeORM data source per service schema. `search_path` is pinned to the schema so that raw SQL
 * (outbox, processed events) needs no qualification; `synchronize` stays off: migrations own the schema.
 * A plain TypeORM data source: the stores read and write through the `Db` made on it (`serviceDb`, decision
 * 0047), which takes a pooled connection outside a transaction (decision 0038).
 */
export function createServiceDataSource(options: ServiceDataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    logging: false,
    extra: {
      max: options.poolSize ?? 10,
      // Connections stay a minute without work (pg's default is 10 s): at a steady half load most of the pool
      // idled past 10 s between bursts and each burst opened connections again (11 in 13 s; 1 after).
      idleTimeoutMillis: 60_000,
      ...(options.pooler !== 'transaction' && { options: `-c search_path=${options.schema}` }),
    },
  });
}

/**
 * Creates the schema when absent (a deployment creates it beforehand, owned by the service's role), then
 * applies pending migrations. Safe to run on every start, and by several replicas starting at once: they
 * take turns on a PostgreSQL advisory lock per schema.
 */
export async function migrateServiceSchema(dataSource: DataSource): Promise<string[]> {
  const schema = (dataSource.options as { schema?: string }).schema;
  if (!schema) throw new Error('A service data source needs a schema');
  if (!dataSource.isInitialized) await dataSource.initialize();
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock(hashtext($1))`, [`crescendo-migrations:${schema}`]);
    // Checked first: CREATE SCHEMA needs CREATE on the database even when the schema exists, and a
    // deployment's service role owns its schema (deploy/postgres/service-role.sql) but may create nothing else.
    const [found] = await dataSource.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [schema]);
    if (!found) await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await lock
      .query(`SELECT pg_advisory_unlock(hashtext($1))`, [`crescendo-migrations:${schema}`])
      .catch(() => undefined);
    await lock.release();
  }
}
