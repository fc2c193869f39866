import { Db, type PreparedStatement } from '@crescendo/service-kit';

/**
 * The `Db` a unit test hands a service: a transaction runs its work on this same `Db`, and any SQL fails
 * loudly (a path the fake stores do not cover must not pass unnoticed). Its `manager` only travels to the
 * fake outbox; touching it throws.
 */
export class FakeDb extends Db {
  transactions = 0;

  readonly manager = new Proxy({} as Db['manager'], {
    get(_target, property) {
      throw new Error(`FakeDb: the unit test reached TypeORM's manager (${String(property)})`);
    },
  });

  query<T>(text: string): Promise<T> {
    throw new Error(`FakeDb: SQL reached in a unit test: ${text.trim().slice(0, 60)}`);
  }

  prepared<T>(statement: PreparedStatement): Promise<T> {
    throw new Error(`FakeDb: prepared statement reached in a unit test: ${statement.name}`);
  }

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    this.transactions += 1;
    return work(this);
  }
}
