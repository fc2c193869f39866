import { QueryFailedError, type DataSource } from 'typeorm';
import { serviceEnv, testRunEnv } from '@crescendo/testing';
import { createServiceDataSource, preparedStatement, serviceDb, type Db } from '../src/index.js';

// A service's `Db` runs a statement outside a transaction without TypeORM's query runner (decision 0038): same
// answers, same errors, the connection kept after a failed query, and a transaction's statements still on its
// own connection. The data source itself is TypeORM's, unchanged (its `query` goes through a query runner).
describe("a service's Db", () => {
  const schema = `pooled_${testRunEnv().schemaSuffix}`;
  let db: DataSource;
  /** What a store reads through (decision 0047). */
  let stores: Db;

  beforeAll(async () => {
    db = createServiceDataSource({
      url: serviceEnv().DATABASE_URL!,
      schema,
      entities: [],
      migrations: [],
      poolSize: 1,
    });
    await db.initialize();
    stores = serviceDb(db);
    await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await db.query(`CREATE SCHEMA "${schema}"`);
    await db.query(`CREATE TABLE "${schema}".notes (id int PRIMARY KEY, body text NOT NULL)`);
  });

  afterAll(async () => {
    await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await db.destroy();
  });

  beforeEach(() => db.query(`TRUNCATE "${schema}".notes`));

  /** The same statement through TypeORM's own query runner, as every query ran before. */
  async function throughQueryRunner(sql: string, parameters?: unknown[]) {
    const runner = db.createQueryRunner();
    try {
      return await runner.query(sql, parameters);
    } finally {
      await runner.release();
    }
  }

  it('answers as TypeORM does: rows, or [rows, count] for UPDATE and DELETE', async () => {
    const insert = `INSERT INTO "${schema}".notes (id, body) VALUES ($1, $2), ($3, $4) RETURNING id`;
    expect(await stores.query(insert, [1, 'gammes', 2, 'arpèges'])).toEqual([{ id: 1 }, { id: 2 }]);
    const select = `SELECT id, body FROM "${schema}".notes ORDER BY id`;
    expect(await stores.query(select)).toEqual(await throughQueryRunner(select));
    expect(await stores.query(select)).toEqual([
      { id: 1, body: 'gammes' },
      { id: 2, body: 'arpèges' },
    ]);
    const update = `UPDATE "${schema}".notes SET body = body || '!' WHERE id > $1`;
    expect(await stores.query(update, [0])).toEqual([[], 2]);
    expect(await throughQueryRunner(update, [1])).toEqual([[], 1]);
    expect(await stores.query(`DELETE FROM "${schema}".notes WHERE id = $1 RETURNING body`, [2])).toEqual([
      [{ body: 'arpèges!!' }],
      1,
    ]);
  });

  it('fails with a QueryFailedError and keeps the connection', async () => {
    const [{ pid }] = await stores.query<{ pid: number }[]>(`SELECT pg_backend_pid() AS pid`);
    await stores.query(`INSERT INTO "${schema}".notes (id, body) VALUES (1, 'gammes')`);
    const failure = await stores
      .query(`INSERT INTO "${schema}".notes (id, body) VALUES (1, 'encore')`)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect((failure as QueryFailedError & { driverError: { code: string } }).driverError.code).toBe('23505');
    // A pool of one: the same backend answers again, no reconnection.
    expect(await stores.query(`SELECT pg_backend_pid() AS pid`)).toEqual([{ pid }]);
  });

  // Decision 0042: a declared statement is parsed and planned once per connection.
  it('runs a declared statement prepared on its connection, and no other', async () => {
    await stores.query(`INSERT INTO "${schema}".notes (id, body) VALUES (1, 'gammes')`);
    const byId = preparedStatement('test.note-by-id', `SELECT body FROM "${schema}".notes WHERE id = $1`);
    expect(await stores.prepared(byId, [1])).toEqual([{ body: 'gammes' }]);
    expect(await stores.prepared(byId, [1])).toEqual([{ body: 'gammes' }]);
    // The same text run as a plain query is not prepared: only an explicit `prepared` names it.
    expect(await stores.query(byId.text, [1])).toEqual([{ body: 'gammes' }]);
    await stores.query(`SELECT body FROM "${schema}".notes WHERE id > $1`, [0]);
    // A pool of one: the statements its one connection holds.
    expect(await stores.query(`SELECT name, statement FROM pg_prepared_statements`)).toEqual([
      { name: 'test.note-by-id', statement: byId.text },
    ]);
  });

  it("answers a store's statements as TypeORM does, without a query runner outside a transaction", async () => {
    let runners = 0;
    const createQueryRunner = db.createQueryRunner.bind(db);
    db.createQueryRunner = (mode) => {
      runners += 1;
      return createQueryRunner(mode);
    };
    try {
      const insert = `INSERT INTO "${schema}".notes (id, body) VALUES ($1, $2) RETURNING id`;
      expect(await stores.query(insert, [1, 'gammes'])).toEqual([{ id: 1 }]);
      const byId = preparedStatement('test.note-body', `SELECT body FROM "${schema}".notes WHERE id = $1`);
      expect(await stores.prepared(byId, [1])).toEqual([{ body: 'gammes' }]);
      const update = `UPDATE "${schema}".notes SET body = body || '!' WHERE id = $1`;
      expect(await stores.query(update, [1])).toEqual([[], 1]);
      expect(runners).toBe(0);
      // A transaction's statements, prepared ones too, run on its connection (through its query runner).
      await stores.transaction(async (tx) => {
        await tx.query(`INSERT INTO "${schema}".notes (id, body) VALUES (2, 'arpèges')`);
        expect(await tx.prepared(byId, [2])).toEqual([{ body: 'arpèges' }]);
        expect(await tx.transaction((nested) => nested.prepared(byId, [2]))).toEqual([{ body: 'arpèges' }]);
      });
      expect(runners).toBe(1);
      expect(await stores.prepared(byId, [2])).toEqual([{ body: 'arpèges' }]);
    } finally {
      db.createQueryRunner = createQueryRunner;
    }
  });

  it('refuses one name for two texts', () => {
    preparedStatement('test.twice', 'SELECT 1');
    expect(() => preparedStatement('test.twice', 'SELECT 1')).not.toThrow();
    expect(() => preparedStatement('test.twice', 'SELECT 2')).toThrow(/two different texts/);
  });

  it('answers a prepared SELECT * again once a migration has changed its columns', async () => {
    await db.query(`CREATE TABLE "${schema}".pieces (id int PRIMARY KEY)`);
    await db.query(`INSERT INTO "${schema}".pieces (id) VALUES (1)`);
    const all = preparedStatement('test.pieces', `SELECT * FROM "${schema}".pieces WHERE id = $1`);
    expect(await stores.prepared(all, [1])).toEqual([{ id: 1 }]);
    await db.query(`ALTER TABLE "${schema}".pieces ADD COLUMN title text NOT NULL DEFAULT 'Boléro'`);
    expect(await stores.prepared(all, [1])).toEqual([{ id: 1, title: 'Boléro' }]);
  });
});
