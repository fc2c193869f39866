import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  repoRoot,
  serviceEnv,
  startBuiltService,
  testRunEnv,
  type RunningBuiltService,
} from '@crescendo/testing';

/**
 * A release as deploy/README.md runs it: each service's schema owner (service-role.sql) and runtime role
 * (runtime-role.sql) made by the administrator, the migration Job (`migrate.mjs <service>` as the owner),
 * and the services running as their runtime role with DATABASE_MIGRATIONS=await: a pod started before the
 * Job waits for it, then serves; the runtime role reads and writes its schema's rows and changes no table.
 */
const services = readdirSync(join(repoRoot, 'services')).filter((name) =>
  existsSync(join(repoRoot, 'services', name, 'src', 'migrations')),
);
const schemaOf = (service: string) => service.replace(/-/g, '_');
const run = testRunEnv();
const tag = randomBytes(4).toString('hex');
const database = `crescendo_runtime_${tag}`;
/**
 * Roles are the server's, not the database's: this file's are named apart (the scripts' `service` names the
 * role, `schema` the schema), so that database-roles.spec, running beside it, keeps its own passwords.
 */
const roleOf = (service: string) => `crescendo_${service}_${tag}`;
const secret = () => randomBytes(9).toString('hex');
const passwords = Object.fromEntries(
  services.map((service) => [service, { owner: secret(), runtime: secret() }]),
);

function urlFor(user: string, password?: string): string {
  const url = new URL(run.adminDatabaseUrl);
  url.username = user;
  if (password) url.password = password;
  url.pathname = `/${database}`;
  return url.toString();
}
const adminUrl = () => urlFor(new URL(run.adminDatabaseUrl).username || 'postgres');
const ownerUrl = (service: string) => urlFor(roleOf(service), passwords[service]!.owner);
const runtimeUrl = (service: string) => urlFor(`${roleOf(service)}_runtime`, passwords[service]!.runtime);

async function query(url: string, sql: string): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** As the operator does it: psql as the database's administrator. */
function applyRoleScript(file: string, service: string, password: string): void {
  const vars = { service: `${service}_${tag}`, schema: schemaOf(service), password };
  const args = Object.entries(vars).flatMap(([name, value]) => ['-v', `${name}=${value}`]);
  execFileSync('psql', [adminUrl(), '-q', ...args, '-f', file], { stdio: 'pipe' });
}

/** The release's migration Job for one service. */
const migrate = (service: string) =>
  promisify(execFile)(process.execPath, [join(repoRoot, 'tools/scripts/migrate.mjs'), service], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: ownerUrl(service) },
  });

const runtimeEnv = (service: string) =>
  serviceEnv({
    DATABASE_URL: runtimeUrl(service),
    DATABASE_SCHEMA_SUFFIX: '',
    DATABASE_MIGRATIONS: 'await',
  });

const running: RunningBuiltService[] = [];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: run.adminDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  for (const service of services) {
    applyRoleScript(join(repoRoot, 'deploy/postgres/service-role.sql'), service, passwords[service]!.owner);
    applyRoleScript(join(repoRoot, 'deploy/postgres/runtime-role.sql'), service, passwords[service]!.runtime);
  }
}, 60_000);

afterAll(async () => {
  for (const service of running.reverse()) await service.stop();
  const admin = new pg.Client({ connectionString: run.adminDatabaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  for (const service of services)
    for (const role of [`${roleOf(service)}_runtime`, roleOf(service)])
      await admin.query(`DROP ROLE IF EXISTS "${role}"`).catch(() => undefined);
  await admin.end();
});

describe('a release with a migration Job and services on DML-only roles', () => {
  it('starts a service before its migration Job: it waits, then serves once the Job is done', async () => {
    const [first] = services;
    const starting = startBuiltService(first!, runtimeEnv(first!));
    // The Job may end before or after the process is up: either way the process never migrates itself
    // (its role may not) and is ready only with every migration applied.
    const { stdout } = await migrate(first!);
    expect(stdout).toContain(`${first}: `);
    running.push(await starting);
    expect(await query(runtimeUrl(first!), `SELECT count(*)::int AS n FROM migrations`)).toEqual([
      { n: expect.any(Number) },
    ]);
  }, 120_000);

  it('runs every service with a database as its runtime role once its Job is done', async () => {
    // The Jobs of a release run side by side; then each service starts (one at a time: two cores).
    await Promise.all(services.slice(1).map((service) => migrate(service)));
    for (const service of services.slice(1))
      running.push(await startBuiltService(service, runtimeEnv(service)));
    expect(running).toHaveLength(services.length);
  }, 480_000);

  it.each(services)(
    'lets %s’s runtime role read and write every table of its schema, and change none',
    async (service) => {
      const schema = schemaOf(service);
      // Each privilege asked apart: has_table_privilege with a list answers whether any of them is held.
      const role = `${roleOf(service)}_runtime`;
      const privileges = await query(
        adminUrl(),
        `SELECT table_name AS table,
              ${['SELECT', 'INSERT', 'UPDATE', 'DELETE']
                .map(
                  (privilege) =>
                    `has_table_privilege('${role}', format('%I.%I', table_schema, table_name), '${privilege}')`,
                )
                .join(' AND ')} AS dml
         FROM information_schema.tables WHERE table_schema = '${schema}' ORDER BY table_name`,
      );
      expect(privileges.length).toBeGreaterThan(1);
      expect(privileges.filter((row) => row.dml !== true)).toEqual([]);

      await expect(query(runtimeUrl(service), `CREATE TABLE ${schema}.intruder (id int)`)).rejects.toThrow(
        /permission denied/,
      );
      await expect(
        query(runtimeUrl(service), `ALTER TABLE ${schema}.migrations ADD COLUMN x int`),
      ).rejects.toThrow(/must be owner/);
      await expect(query(runtimeUrl(service), `DROP TABLE ${schema}.migrations`)).rejects.toThrow(
        /must be owner/,
      );
    },
  );

  it('grants the runtime role what a later migration creates', async () => {
    const [service] = services;
    const schema = schemaOf(service!);
    await query(ownerUrl(service!), `CREATE TABLE ${schema}.later (id serial PRIMARY KEY, note text)`);
    await query(runtimeUrl(service!), `INSERT INTO ${schema}.later (note) VALUES ('ajoutée')`);
    expect(await query(runtimeUrl(service!), `SELECT note FROM ${schema}.later`)).toEqual([
      { note: 'ajoutée' },
    ]);
  });
});
