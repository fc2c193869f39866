// Where the test infrastructure is. Plain JS: jest loads its global set-up before any transform.
import { randomBytes } from 'node:crypto';

export function localInfraUrls() {
  return {
    adminDatabaseUrl: process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    natsUrl: process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222',
    redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
}

export function newRunId() {
  return `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export function databaseUrlFor(adminUrl, database) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
