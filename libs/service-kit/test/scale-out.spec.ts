import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  createNote,
  freePort,
  serviceEnv,
  startBuiltProcess,
  testServiceClient,
  type RunningProcess,
} from '@crescendo/testing';
import type { ServiceClient } from '../src/index.js';

/**
 * Two replicas of a service in one NATS queue group, one stopped with SIGTERM while requests keep coming:
 * every request is answered, by one replica, once. What a rolling update of a service does (issue 9 §7).
 */
describe('scale-out: two replicas, one stopped under load', () => {
  const env = serviceEnv();
  let client: ServiceClient;
  const replicas: RunningProcess[] = [];
  const database = new pg.Pool({ connectionString: env.DATABASE_URL, max: 1 });

  async function replica(name: string): Promise<RunningProcess> {
    const port = await freePort();
    const started = await startBuiltProcess({
      name,
      script: 'libs/testing/dist/probe/probe-main.js',
      env: { ...env, HTTP_PORT: String(port) },
      readyUrl: `http://127.0.0.1:${port}/health/ready`,
    });
    replicas.push(started);
    return started;
  }

  beforeAll(async () => {
    client = testServiceClient({ natsUrl: env.NATS_URL!, prefix: env.NATS_PREFIX!, timeoutMs: 10_000 });
    // One after the other: the first applies the migrations.
    await replica('probe-a');
    await replica('probe-b');
  }, 120_000);
  afterAll(async () => {
    for (const running of replicas) await running.stop();
    await client.close();
    await database.end();
  });

  it('loses no request and answers none twice', async () => {
    const run = randomBytes(4).toString('hex');
    const total = 600;
    const inFlight = 25;
    const replies: Array<{ ok: boolean }> = [];
    let next = 0;
    let stopped: Promise<void> | undefined;
    const worker = async () => {
      while (next < total) {
        const index = next++;
        // Each request takes a while in its handler, so that some are in hand when SIGTERM comes.
        replies[index] = await client.send(createNote, { text: `${run}-${index}`, delayMs: 20 }, null);
        if (index === total / 3) stopped = replicas[0]!.stop();
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
    await stopped;

    const failed = replies.map((reply, index) => (reply.ok ? null : index)).filter((index) => index !== null);
    expect(failed).toEqual([]);
    const { rows } = await database.query<{ text: string; n: string }>(
      `SELECT text, count(*) AS n FROM probe${env.DATABASE_SCHEMA_SUFFIX}.notes WHERE text LIKE $1 GROUP BY text`,
      [`${run}-%`],
    );
    expect(rows).toHaveLength(total);
    expect(rows.filter((row) => Number(row.n) !== 1)).toEqual([]);
  }, 120_000);
});
