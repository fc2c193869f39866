import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** What `npm start` wrote for its NATS boundary (tools/scripts/lib/nats-boundary.mjs). */
interface LocalBoundary {
  url: string;
  prefix: string;
  credentials: Record<string, { seed: string }>;
  actorKeys: { publicKey: string };
}

export interface Replica {
  pid: number;
  /** SIGTERM; resolves with the exit code once it has exited. */
  terminate(): Promise<number | null>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A second groups process beside the one `npm start` runs: same database, same NATS server and user
 * (so the same queue group), the platform's actor key; it takes half of the requests at once.
 */
export async function startGroupsReplica(repoRoot: string, databaseUrl: string): Promise<Replica> {
  const file = join(repoRoot, '.crescendo/nats-boundary/keys.json');
  if (!existsSync(file))
    throw new Error('no NATS boundary of npm start (.crescendo/nats-boundary/keys.json)');
  const boundary = JSON.parse(readFileSync(file, 'utf8')) as LocalBoundary;
  const port = await freePort();
  const child = spawn(process.execPath, [join(repoRoot, 'services/groups/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NATS_URL: boundary.url,
      NATS_PREFIX: boundary.prefix,
      NATS_NKEY_SEED: boundary.credentials.groups!.seed,
      ACTOR_TOKEN_PUBLIC_KEY: boundary.actorKeys.publicKey,
      HTTP_PORT: String(port),
      SPECIAL_ADMIN_EMAIL: 'admin@demo.crescendo.ca',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the groups replica exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the groups replica was not ready within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    pid: child.pid!,
    terminate() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
