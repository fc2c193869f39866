import type { DataSource } from 'typeorm';
import { OwnPgBouncer, testRunEnv } from '@crescendo/testing';
import { createServiceDataSource, preparedStatement, serviceDb, type Db } from '../src/index.js';

/**
 * A service's `Db` through a real PgBouncer (Debian's, 1.18: no `max_prepared_statements`) in transaction
 * mode, as DATABASE_POOLER=transaction sets it up (decision 0061): statements declared prepared run unnamed,
 * no startup options; the schema comes from the server connection's `search_path` (here the pooler's
 * `connect_query`, in a deployment the runtime role's). Eight client connections share two server
 * connections: every request may land on another backend than the one before.
 */
describe('a service’s Db behind PgBouncer in transaction mode', () => {
  const run = testRunEnv();
  const schema = `bouncer${run.schemaSuffix}`;
  let bouncer: OwnPgBouncer;
  let direct: DataSource;
  let pooled: DataSource;
  let db: Db;

  const noteById = preparedStatement('test.bouncer-note-by-id', `SELECT id, body FROM notes WHERE id = $1`);
  const notesOf = preparedStatement(
    'test.bouncer-notes-of',
    `SELECT count(*)::int AS n FROM notes WHERE id IN ($1, $2)`,
  );
  const backend = preparedStatement('test.bouncer-backend', `SELECT pg_backend_pid() AS pid`);

  beforeAll(async () => {
    // Migrations connect directly (a session's advisory lock cannot live behind a transaction pooler).
    direct = createServiceDataSource({ url: run.databaseUrl, schema, entities: [], migrations: [] });
    await direct.initialize();
    await direct.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await direct.query(`CREATE SCHEMA "${schema}"`);
    await direct.query(`CREATE TABLE "${schema}".notes (id int PRIMARY KEY, body text NOT NULL)`);
    bouncer = await OwnPgBouncer.start({
      upstreamUrl: run.databaseUrl,
      databases: {
        crescendo: { searchPath: schema, poolSize: 2 },
        single: { searchPath: schema, poolSize: 1 },
      },
    });
    pooled = createServiceDataSource({
      url: bouncer.url('crescendo'),
      schema,
      entities: [],
      migrations: [],
      poolSize: 8,
      pooler: 'transaction',
    });
    await pooled.initialize();
    db = serviceDb(pooled, { namedStatements: false });
  }, 30_000);

  afterAll(async () => {
    await pooled?.destroy();
    await bouncer?.stop();
    await direct?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await direct?.destroy();
  });

  it('answers many requests at once: prepared reads, writes, transactions committed and rolled back', async () => {
    const requests = Array.from({ length: 60 }, async (_, i) => {
      switch (i % 4) {
        case 0: // a write outside a transaction, then its prepared read
          await db.query(`INSERT INTO notes (id, body) VALUES ($1, $2)`, [i, `note ${i}`]);
          return db.prepared(noteById, [i]);
        case 1: // a transaction of two writes and a read of its own writes
          return db.transaction(async (tx) => {
            await tx.query(`INSERT INTO notes (id, body) VALUES ($1, $2)`, [i, `note ${i}`]);
            await tx.query(`INSERT INTO notes (id, body) VALUES ($1, $2)`, [1000 + i, `copy ${i}`]);
            return tx.prepared(notesOf, [i, 1000 + i]);
          });
        case 2: // a transaction that fails after a write: nothing stays
          return db
            .transaction(async (tx) => {
              await tx.query(`INSERT INTO notes (id, body) VALUES ($1, $2)`, [i, `lost ${i}`]);
              await tx.query(`INSERT INTO notes (id, body) VALUES ($1, NULL)`, [2000 + i]);
            })
            .then(
              () => 'committed',
              (error: Error) => error.message,
            );
        default: // the hot read alone
          return db.prepared(backend, []);
      }
    });
    const answers = await Promise.all(requests);
    for (let i = 0; i < 60; i += 1) {
      if (i % 4 === 0) expect(answers[i]).toEqual([{ id: i, body: `note ${i}` }]);
      if (i % 4 === 1) expect(answers[i]).toEqual([{ n: 2 }]);
      if (i % 4 === 2) expect(answers[i]).toMatch(/null value in column "body"/);
    }
    const [{ n }] = await db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM notes`);
    expect(n).toBe(15 + 15 * 2);
    expect(await db.query(`SELECT id FROM notes WHERE body LIKE 'lost%'`)).toEqual([]);
    // More client connections than PgBouncer's two server connections: the statements really moved
    // from one backend to another.
    const pids = new Set(
      (answers.filter((_, i) => i % 4 === 3) as Array<Array<{ pid: number }>>).map(([row]) => row!.pid),
    );
    expect(pids.size).toBeLessThanOrEqual(2);
    expect(
      (pooled.driver as unknown as { master: { totalCount: number } }).master.totalCount,
    ).toBeGreaterThan(2);
  });

  it('fails with named statements, as the kit runs them without DATABASE_POOLER=transaction', async () => {
    const named = createServiceDataSource({
      url: bouncer.url('single'),
      schema,
      entities: [],
      migrations: [],
      poolSize: 4,
      pooler: 'transaction',
    });
    await named.initialize();
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 12 }, () => serviceDb(named).prepared(backend, [])),
      );
      const failures = outcomes
        .filter((outcome) => outcome.status === 'rejected')
        .map((outcome) => (outcome as PromiseRejectedResult).reason.message as string);
      expect(failures.length).toBeGreaterThan(0);
      for (const message of failures)
        expect(message).toMatch(/prepared statement "test.bouncer-backend" (already exists|does not exist)/);
      // The same through the setting: every one answers.
      const unnamed = serviceDb(named, { namedStatements: false });
      const answers = await Promise.all(Array.from({ length: 12 }, () => unnamed.prepared(backend, [])));
      expect(answers).toHaveLength(12);
    } finally {
      await named.destroy();
    }
  });

  it('sends no startup options behind the pooler, which PgBouncer refuses', async () => {
    const withOptions = createServiceDataSource({
      url: bouncer.url('crescendo'),
      schema,
      entities: [],
      migrations: [],
    });
    await expect(withOptions.initialize()).rejects.toThrow(/unsupported startup parameter: options/);
    expect(await db.query(`SELECT current_schema() AS schema`)).toEqual([{ schema }]);
  });
});
