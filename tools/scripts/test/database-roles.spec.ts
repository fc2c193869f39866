import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import {
  repoRoot,
  serviceEnv,
  startBuiltService,
  testRunEnv,
  type RunningBuiltService,
} from '@crescendo/testing';

/**
 * The deployment's database roles (deploy/postgres/service-role.sql), applied as an operator would, then
 * the real services started with nothing but their own role: they migrate and run inside their schema, and
 * cannot read another service's tables, create a schema, or write to `public`.
 */
const services = [
  'identity',
  'groups',
  'homework',
  'messaging',
  'finance',
  'classroom-sync',
  'inventory',
  'maestro',
  'planning',
  'reports',
] as const;
/** A service's schema: its name with '_' for '-' (deploy/postgres/init-service-roles.sh does the same). */
const schemaOf = (service: string) => service.replace(/-/g, '_');
const run = testRunEnv();
const database = `crescendo_roles_${randomBytes(4).toString('hex')}`;
const password = (service: string) => `pw-${service}-${randomBytes(6).toString('hex')}`;
const passwords = Object.fromEntries(services.map((service) => [service, password(service)]));

function urlFor(user: string, secret?: string): string {
  const url = new URL(run.adminDatabaseUrl);
  url.username = user;
  if (secret) url.password = secret;
  url.pathname = `/${database}`;
  return url.toString();
}

async function asRole(service: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: urlFor(`crescendo_${service}`, passwords[service]) });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** As the operator does it: psql as the database's administrator. */
function applyRoleScript(service: string): void {
  const script = join(repoRoot, 'deploy/postgres/service-role.sql');
  const vars = { service, schema: schemaOf(service), password: passwords[service] };
  const args = Object.entries(vars).flatMap(([name, value]) => ['-v', `${name}=${value}`]);
  execFileSync(
    'psql',
    [urlFor(new URL(run.adminDatabaseUrl).username || 'postgres'), '-q', ...args, '-f', script],
    { stdio: 'pipe' },
  );
}

const running: RunningBuiltService[] = [];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: run.adminDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  for (const service of services) {
    applyRoleScript(service);
  }
  for (const service of services) {
    running.push(
      await startBuiltService(
        service,
        serviceEnv({
          DATABASE_URL: urlFor(`crescendo_${service}`, passwords[service]),
          DATABASE_SCHEMA_SUFFIX: '',
        }),
      ),
    );
  }
}, 240_000);

afterAll(async () => {
  for (const service of running.reverse()) await service.stop();
  const admin = new pg.Client({ connectionString: run.adminDatabaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.end();
});

describe('one database role per service (deploy/postgres/service-role.sql)', () => {
  it('lets each service migrate and use its own schema', async () => {
    expect(await asRole('identity', 'SELECT count(*)::int AS n FROM identity.users')).toEqual([
      { n: expect.any(Number) },
    ]);
    expect(await asRole('groups', 'SELECT count(*)::int AS n FROM groups.groups')).toEqual([
      { n: expect.any(Number) },
    ]);
    expect(await asRole('homework', 'SELECT count(*)::int AS n FROM homework.practice_reports')).toEqual([
      { n: expect.any(Number) },
    ]);
    expect(await asRole('finance', 'SELECT count(*)::int AS n FROM finance.purchases')).toEqual([
      { n: expect.any(Number) },
    ]);
    expect(
      await asRole('classroom-sync', 'SELECT count(*)::int AS n FROM classroom_sync.google_connections'),
    ).toEqual([{ n: expect.any(Number) }]);
    expect(await asRole('inventory', 'SELECT count(*)::int AS n FROM inventory.instruments')).toEqual([
      { n: expect.any(Number) },
    ]);
    expect(await asRole('maestro', 'SELECT count(*)::int AS n FROM maestro.requests')).toEqual([
      { n: expect.any(Number) },
    ]);
    expect(await asRole('planning', 'SELECT count(*)::int AS n FROM planning.occurrences')).toEqual([
      { n: expect.any(Number) },
    ]);
    expect(await asRole('reports', 'SELECT count(*)::int AS n FROM reports.report_cards')).toEqual([
      { n: expect.any(Number) },
    ]);
  });

  it('keeps each service out of the other schemas', async () => {
    await expect(asRole('identity', 'SELECT 1 FROM groups.groups')).rejects.toThrow(/permission denied/);
    await expect(asRole('groups', 'SELECT 1 FROM identity.users')).rejects.toThrow(/permission denied/);
    await expect(asRole('homework', 'SELECT 1 FROM groups.group_members')).rejects.toThrow(
      /permission denied/,
    );
    await expect(asRole('finance', 'SELECT 1 FROM homework.practice_reports')).rejects.toThrow(
      /permission denied/,
    );
    await expect(asRole('classroom-sync', 'SELECT 1 FROM groups.groups')).rejects.toThrow(
      /permission denied/,
    );
    await expect(asRole('groups', 'SELECT 1 FROM classroom_sync.google_connections')).rejects.toThrow(
      /permission denied/,
    );
    await expect(asRole('inventory', 'SELECT 1 FROM finance.purchases')).rejects.toThrow(/permission denied/);
    await expect(asRole('maestro', 'SELECT 1 FROM homework.practice_reports')).rejects.toThrow(
      /permission denied/,
    );
    await expect(asRole('planning', 'SELECT 1 FROM groups.groups')).rejects.toThrow(/permission denied/);
    await expect(asRole('reports', 'SELECT 1 FROM groups.groups')).rejects.toThrow(/permission denied/);
  });

  it('lets a service create nothing outside its schema', async () => {
    await expect(asRole('groups', 'CREATE SCHEMA intruder')).rejects.toThrow(/permission denied/);
    await expect(asRole('groups', 'CREATE TABLE public.intruder (id int)')).rejects.toThrow(
      /permission denied/,
    );
  });

  it('is safe to apply again, e.g. to rotate a password', () => {
    expect(() => applyRoleScript('groups')).not.toThrow();
  });
});
