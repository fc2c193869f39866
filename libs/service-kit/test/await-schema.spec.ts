import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server } from 'node:net';
import { freePort, probeService, serviceEnv } from '@crescendo/testing';
import {
  awaitServiceSchema,
  createServiceDataSource,
  initializeWaiting,
  migrateServiceSchema,
  pendingMigrations,
} from '../src/index.js';

/**
 * A deployment's pods run with a role that may not migrate (DATABASE_MIGRATIONS=await): they wait for the
 * release's migration Job, and for a PostgreSQL that does not answer yet, instead of exiting.
 */
describe('waiting for the schema and for PostgreSQL', () => {
  const env = serviceEnv();
  const logger = { warn: () => undefined, log: () => undefined };
  type Migrations = NonNullable<typeof probeService.database>['migrations'];
  const source = (
    schema: string,
    url = env.DATABASE_URL!,
    migrations: Migrations = probeService.database!.migrations,
  ) => createServiceDataSource({ url, ...probeService.database!, migrations, schema });
  const newSchema = () => `probe_await_${randomBytes(4).toString('hex')}`;

  it('waits until another process (the migration Job) has applied every migration', async () => {
    const schema = newSchema();
    const pod = source(schema);
    const job = source(schema);
    let ready = false;
    const waiting = awaitServiceSchema(pod, logger).then(() => (ready = true));

    // The schema does not exist yet: nothing could have let the pod through.
    expect(ready).toBe(false);
    expect(await migrateServiceSchema(job)).toHaveLength(2);
    await waiting;
    expect(ready).toBe(true);
    expect(await pendingMigrations(pod)).toEqual([]);
    await Promise.all([pod.destroy(), job.destroy()]);
  });

  it('names the migrations the schema lacks (a Job of the previous release ran)', async () => {
    const schema = newSchema();
    const [first] = probeService.database!.migrations as unknown[];
    const previous = source(schema, env.DATABASE_URL!, [first] as Migrations);
    await migrateServiceSchema(previous);
    const current = source(schema);
    await current.initialize();
    expect(await pendingMigrations(current)).toEqual(['CreateProbeTables1700000000001']);
    await Promise.all([previous.destroy(), current.destroy()]);
  });

  describe('a PostgreSQL that does not answer yet', () => {
    let proxy: Server | undefined;
    afterAll(() => new Promise<void>((done) => (proxy ? proxy.close(() => done()) : done())));

    it('is waited for, and the data source connects once it listens', async () => {
      const real = new URL(env.DATABASE_URL!);
      const port = await freePort();
      const late = new URL(env.DATABASE_URL!);
      late.host = `127.0.0.1:${port}`;
      const pod = source(newSchema(), late.toString());
      const connecting = initializeWaiting(pod, logger);

      // Only now does anything listen on that port: a TCP relay to the real server.
      proxy = createServer((client) => {
        const upstream = createConnection(Number(real.port || 5432), real.hostname);
        client.pipe(upstream).pipe(client);
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
      });
      await new Promise<void>((done) => proxy!.listen(port, '127.0.0.1', done));
      await connecting;
      expect(await pod.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      await pod.destroy();
    });

    it('is not waited for when it refuses the role: that fails at once', async () => {
      const refused = new URL(env.DATABASE_URL!);
      refused.username = `nobody_${randomBytes(4).toString('hex')}`;
      await expect(initializeWaiting(source(newSchema(), refused.toString()), logger)).rejects.toThrow(
        /role .* does not exist|authentication/,
      );
    });
  });
});
