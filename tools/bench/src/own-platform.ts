import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startPlatform, type RunningPlatform } from '@crescendo/testing';
import { startMailCatcher, type MailCatcher } from '@crescendo/mail-catcher';

const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface OwnPlatform {
  platform: RunningPlatform<MailCatcher>;
  close(): Promise<void>;
}

/**
 * The whole platform from dist/ (libs/testing's `startPlatform`, as the journeys run it) with the demo
 * organisation, in a database of its own (`<label><random>`) dropped at the end, its own NATS server,
 * Redis prefix and mail catcher: a benchmark that writes a lot leaves nothing behind.
 */
export async function startOwnPlatform(
  label: string,
  options: { env?: Record<string, Record<string, string>>; gatewayReplicas?: number } = {},
): Promise<OwnPlatform> {
  const id = `${label}${randomBytes(4).toString('hex')}`;
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
      gatewayReplicas: options.gatewayReplicas,
      env: options.env,
      // The machine is shared: under other sessions' builds a service's start can pass the default minute.
      readyTimeoutMs: 240_000,
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
