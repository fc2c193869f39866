import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../own-nats-server.js';

export const repoRoot = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

export interface PlatformOptions {
  databaseUrl: string;
  natsUrl: string;
  natsPrefix: string;
  redisUrl: string;
  redisPrefix: string;
  /** Load the demo organisation (identity's DEMO_MODE). */
  demo?: boolean;
  /** Extra variables per process, e.g. `{ gateway: { ADMIN_PORTAL_MANIFEST_URL: '…' } }`. */
  env?: Record<string, Record<string, string>>;
  /** Where the processes' output goes; silent by default. */
  onOutput?: (process: string, line: string) => void;
}

export interface RunningPlatform {
  /** The public origin (the gateway), e.g. http://127.0.0.1:41234 */
  origin: string;
  fakeGoogleUrl: string;
  close(): Promise<void>;
}

interface Proc {
  name: string;
  script: string;
  port: number;
  env: Record<string, string>;
  ready: string;
}

/**
 * The whole platform from its built `dist/`, as `npm start` runs it, but on free ports, the test run's
 * database and prefixes: for the browser journeys and the benchmarks. Every process is real.
 */
export async function startPlatform(options: PlatformOptions): Promise<RunningPlatform> {
  const [gatewayPort, identityPort, groupsPort, googlePort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const origin = `http://127.0.0.1:${gatewayPort}`;
  const googleUrl = `http://127.0.0.1:${googlePort}`;
  const common = {
    DATABASE_URL: options.databaseUrl,
    NATS_URL: options.natsUrl,
    NATS_PREFIX: options.natsPrefix,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    LOG_LEVEL: process.env.PLATFORM_LOG_LEVEL ?? 'warn',
  };
  const procs: Proc[] = [
    {
      name: 'fake-google',
      script: 'tools/fake-google/dist/main.js',
      port: googlePort,
      env: {
        PORT: String(googlePort),
        PUBLIC_URL: googleUrl,
        GOOGLE_CLIENT_ID: 'crescendo-demo',
        GOOGLE_CLIENT_SECRET: 'crescendo-demo-secret',
        GOOGLE_REDIRECT_URIS: `${origin}/realms/crescendo/broker/google/endpoint`,
      },
      ready: `${googleUrl}/.well-known/openid-configuration`,
    },
    {
      name: 'identity',
      script: 'services/identity/dist/main.js',
      port: identityPort,
      env: {
        HTTP_PORT: String(identityPort),
        OIDC_ISSUER: `${origin}/realms/crescendo`,
        OIDC_REDIRECT_URIS: `${origin}/*`,
        DEMO_MODE: options.demo === false ? 'false' : 'true',
        GOOGLE_ISSUER: googleUrl,
        GOOGLE_CLIENT_ID: 'crescendo-demo',
        GOOGLE_CLIENT_SECRET: 'crescendo-demo-secret',
      },
      ready: `http://127.0.0.1:${identityPort}/health/ready`,
    },
    {
      name: 'groups',
      script: 'services/groups/dist/main.js',
      port: groupsPort,
      env: {
        HTTP_PORT: String(groupsPort),
        SPECIAL_ADMIN_EMAIL: 'admin@demo.crescendo.ca',
        DEMO_MODE: options.demo === false ? 'false' : 'true',
      },
      ready: `http://127.0.0.1:${groupsPort}/health/ready`,
    },
    {
      name: 'gateway',
      script: 'services/gateway/dist/main.js',
      port: gatewayPort,
      env: {
        HTTP_PORT: String(gatewayPort),
        PUBLIC_URL: origin,
        IDENTITY_HTTP_URL: `http://127.0.0.1:${identityPort}`,
        RATE_LIMIT_PER_MINUTE: '100000',
      },
      ready: `${origin}/health/ready`,
    },
  ];

  const children: Array<{ name: string; child: ChildProcess }> = [];
  const close = async () => {
    for (const { child } of children.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      await new Promise<void>((done) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.kill('SIGTERM');
      });
    }
  };
  try {
    for (const proc of procs) {
      const script = join(repoRoot, proc.script);
      if (!existsSync(script)) throw new Error(`${proc.script} is not built: run npm run build`);
      const child = spawn(process.execPath, [script], {
        cwd: repoRoot,
        env: { ...process.env, ...common, ...proc.env, ...options.env?.[proc.name] },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push({ name: proc.name, child });
      const output: string[] = [];
      const collect = (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          output.push(line);
          if (output.length > 50) output.shift();
          options.onOutput?.(proc.name, line);
        }
      };
      child.stdout!.on('data', collect);
      child.stderr!.on('data', collect);
      await waitReady(proc.ready, child, () => output.join('\n'));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { origin, fakeGoogleUrl: googleUrl, close };
}

async function waitReady(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`process for ${url} exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready within ${timeoutMs} ms:\n${output()}`);
}
