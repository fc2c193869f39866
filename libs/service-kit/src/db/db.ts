import type { DataSource, EntityManager } from 'typeorm';
import type { Pool } from 'pg';
import { pooledQuery } from './pooled-query.js';
import type { PreparedStatement } from './prepared-statements.js';

/**
 * What a service's stores read and write through (decision 0047): raw SQL, answered as TypeORM answers it
 * (rows; `[rows, count]` for UPDATE and DELETE; a failure as a `QueryFailedError`). Also the Nest token a
 * service injects (`@Inject(Db)`).
 */
export abstract class Db {
  abstract query<T = unknown>(text: string, parameters?: unknown[]): Promise<T>;
  /** A hot read, as the named statement it was declared (decision 0042). */
  abstract prepared<T = unknown>(statement: PreparedStatement, parameters: unknown[]): Promise<T>;
  /** `work` in one transaction; a transaction's `Db` runs nested work in itself. */
  abstract transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** TypeORM's manager on the same connection, for what is TypeORM's: the outbox. */
  abstract readonly manager: EntityManager;
}

/** How the service reaches PostgreSQL: directly, or through a pooler in transaction mode (decision 0061). */
export interface ServiceDbOptions {
  /**
   * `false` behind a pooler in transaction mode: each transaction may get another server connection, where
   * a statement prepared under a name on the previous one is unknown (or, prepared there by another client,
   * already exists). `Db.prepared` then runs its text unnamed, as inside a transaction.
   */
  namedStatements?: boolean;
}

/**
 * Outside a transaction every statement takes a pooled connection without TypeORM's query runner (0.08 ms
 * of CPU a query, decision 0038), a prepared one as its named statement (unless behind a pooler in
 * transaction mode).
 */
class PooledDb extends Db {
  constructor(
    private readonly dataSource: DataSource,
    private readonly namedStatements: boolean,
  ) {
    super();
  }

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  query<T>(text: string, parameters?: unknown[]): Promise<T> {
    return pooledQuery<T>(this.pool(), text, parameters);
  }

  prepared<T>(statement: PreparedStatement, parameters: unknown[]): Promise<T> {
    return pooledQuery<T>(
      this.pool(),
      statement.text,
      parameters,
      this.namedStatements ? statement.name : undefined,
    );
  }

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(transactionDb(manager)));
  }

  private pool(): Pool {
    const pool = (this.dataSource.driver as { master?: Pool }).master;
    if (!pool || !this.dataSource.isInitialized) throw new Error('The data source is not initialised');
    return pool;
  }
}

/**
 * Inside a transaction, on its connection through TypeORM's query runner; a prepared statement runs
 * unnamed there, as it always has (the transaction's reads are not the hot ones).
 */
class TransactionDb extends Db {
  constructor(readonly manager: EntityManager) {
    super();
  }

  query<T>(text: string, parameters?: unknown[]): Promise<T> {
    return this.manager.query<T>(text, parameters);
  }

  prepared<T>(statement: PreparedStatement, parameters: unknown[]): Promise<T> {
    return this.manager.query<T>(statement.text, parameters);
  }

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return work(this);
  }
}

/** The service's `Db` on its data source (initialised before the first statement). */
export function serviceDb(dataSource: DataSource, options: ServiceDbOptions = {}): Db {
  return new PooledDb(dataSource, options.namedStatements ?? true);
}

/** A `Db` on a transaction TypeORM opened (an event's, a migration's). */
export function transactionDb(manager: EntityManager): Db {
  return new TransactionDb(manager);
}
