import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startPlatform, type RunningPlatform } from '@crescendo/testing';
import { startMailCatcher } from '@crescendo/mail-catcher';

const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface LivePlatform {
  platform: RunningPlatform;
  close(): Promise<void>;
}

/**
 * The whole platform from dist/ with two gateway replicas (libs/testing's `startPlatform`, as the journeys run
 * it), in a database of its own dropped at the end, with the demo organisation: the second gateway is what
 * the fan-out across replicas is measured against. Rate limits, the per-user send budget and the sockets one
 * account may hold are lifted: one client sends every message, a few accounts hold every socket.
 */
export async function startLivePlatform(): Promise<LivePlatform> {
  const id = `benchlive${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${id}"`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${id}` }).toString();
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${id}" WITH (FORCE)`);
    await client.end();
  };
  try {
    const platform = await startPlatform({
      startMail: startMailCatcher,
      databaseUrl,
      natsPrefix: `${id}.`,
      schemaSuffix: '',
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      redisPrefix: `${id}:`,
      demo: true,
      gatewayReplicas: 2,
      // Its hundreds of sockets are a handful of accounts' (past the dozen one account may hold on a replica).
      env: {
        messaging: { MESSAGES_PER_MINUTE: '100000000' },
        gateway: { LIVE_MAX_SOCKETS_PER_USER: '100000' },
      },
    });
    return {
      platform,
      async close() {
        await platform.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
