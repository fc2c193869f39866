import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl) {
  const pg = require('pg');
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const client = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * Signs in to the server of `databaseUrl` (its `postgres` database) before anything is built, so that a
 * server that refuses us (a password is required, the role does not exist) is said in words, not as a
 * stack trace after the build. `reason` is `auth`, `unreachable` or `other`.
 */
export async function checkDatabase(databaseUrl) {
  const pg = require('pg');
  const client = new pg.Client({ connectionString: adminUrl(databaseUrl), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      reason: reasonOf(error),
      detail: error instanceof Error ? error.message : String(error),
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}

function reasonOf(error) {
  // 28P01 wrong password, 28000 no such role or no pg_hba.conf entry; node-postgres itself refuses to
  // answer a password request when the URL has none ("SASL: … client password must be a string").
  if (['28P01', '28000'].includes(error?.code)) return 'auth';
  if (/password|SASL|authentication/i.test(String(error?.message))) return 'auth';
  if (['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(error?.code)) return 'unreachable';
  return 'other';
}

function adminUrl(databaseUrl) {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  return admin.toString();
}
