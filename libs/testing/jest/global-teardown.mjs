// Drops the run's database, its JetStream streams and its Redis keys.
import pg from 'pg';
import { Redis } from 'ioredis';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { stopContainers } from './containers.mjs';

export default async function globalTeardown() {
  const runId = process.env.CRESCENDO_TEST_RUN;
  const admin = new pg.Client({ connectionString: process.env.CRESCENDO_TEST_ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "crescendo_test_${runId}" WITH (FORCE)`);
  await admin.end();

  const nc = await connect({ servers: process.env.CRESCENDO_TEST_NATS_URL });
  const jsm = await jetstreamManager(nc);
  const mine = `${runId}_`.toUpperCase();
  for await (const stream of jsm.streams.list()) {
    if (stream.config.name.startsWith(mine)) await jsm.streams.delete(stream.config.name);
  }
  await nc.close();

  const redis = new Redis(process.env.CRESCENDO_TEST_REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${runId}:*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
  await stopContainers();
}
