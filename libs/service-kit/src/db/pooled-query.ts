import type { Pool, PoolClient, QueryResult } from 'pg';
import { QueryFailedError } from 'typeorm';

/**
 * A raw query outside a transaction on one of the pool's connections, answered as TypeORM's
 * `PostgresQueryRunner.query` answers it (rows; `[rows, rowCount]` for UPDATE and DELETE; a failure as a
 * `QueryFailedError` around the driver's error), without the query runner TypeORM builds and releases per
 * query: that runner cost ~0.08 ms of CPU per query, a quarter of what a bare server spends on a whole list
 * request (decision 0038). Given a `name`, the text runs as that named statement, which `pg` prepares
 * once per connection (decision 0042).
 */
export async function pooledQuery<T>(
  pool: Pool,
  query: string,
  parameters?: unknown[],
  name?: string,
): Promise<T> {
  // A migration that changed what a prepared `SELECT *` returns makes PostgreSQL refuse the connection's
  // plan; each connection that held it is closed (taking its statements along) and the query runs again.
  for (let closed = 0; ; closed += 1) {
    const outcome = await onePooledQuery(pool, query, parameters, name);
    if (!('stalePlan' in outcome)) return outcome.result as T;
    if (closed >= (pool.options.max ?? 10)) throw new QueryFailedError(query, parameters, outcome.stalePlan);
  }
}

async function onePooledQuery(
  pool: Pool,
  query: string,
  parameters: unknown[] | undefined,
  name: string | undefined,
): Promise<{ result: unknown } | { stalePlan: Error }> {
  const client: PoolClient = await pool.connect();
  // A connection that breaks during the query leaves the pool; one whose query failed goes back to it
  // (pg's own `pool.query` would close it on any failure: a unique violation would cost a reconnection).
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken = error;
  };
  client.on('error', onError);
  try {
    return { result: shaped(await client.query({ text: query, values: parameters, ...(name && { name }) })) };
  } catch (error) {
    if (name && isStalePlan(error)) {
      broken = error as Error;
      return { stalePlan: broken };
    }
    throw new QueryFailedError(query, parameters, error as Error);
  } finally {
    client.removeListener('error', onError);
    client.release(broken);
  }
}

/** SQLSTATE 0A000 "cached plan must not change result type". */
function isStalePlan(error: unknown): boolean {
  return (error as { code?: string }).code === '0A000' && /cached plan/.test((error as Error).message);
}

function shaped(raw: QueryResult | QueryResult[] | undefined): unknown {
  if (!raw || Array.isArray(raw)) return undefined; // several statements: TypeORM answers nothing either
  return raw.command === 'UPDATE' || raw.command === 'DELETE' ? [raw.rows, raw.rowCount] : raw.rows;
}
