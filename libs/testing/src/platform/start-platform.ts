import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newActorKeyPair } from '@crescendo/service-kit';
import { freePort } from '../free-port.js';
import { OwnNatsServer } from '../own-nats-server.js';
import { startBuiltProcess, type RunningProcess } from './built-service.js';

/**
 * What the platform needs of the mail catcher its caller starts (tools/mail-catcher's `startMailCatcher`):
 * a library does not import a tool (issue 24.6), so the caller hands it over.
 */
export interface PlatformMail {
  smtpUrl: string;
  close(): Promise<void>;
}

export interface PlatformOptions<M extends PlatformMail = PlatformMail> {
  /** Starts the catcher of the platform's outgoing mail (identity's SMTP_URL); closed with the platform. */
  startMail: () => Promise<M>;
  databaseUrl: string;
  /** The prefix of every subject on the platform's own NATS server (its permissions are written for it). */
  natsPrefix: string;
  /** Appended to every service's schema, so that this platform's tables are its own. */
  schemaSuffix: string;
  redisUrl: string;
  redisPrefix: string;
  /** Load the demo organisation (identity's DEMO_MODE). */
  demo?: boolean;
  /** Extra variables per process, e.g. `{ gateway: { ADMIN_PORTAL_MANIFEST_URL: '…' } }`. */
  env?: Record<string, Record<string, string>>;
  /** Gateways started (each its own port, all on the same NATS): the live channel's fan-out across replicas. */
  gatewayReplicas?: number;
  /** How long each process may take to answer ready (60 s by default): a benchmark on a busy machine waits longer. */
  readyTimeoutMs?: number;
  /** Where the processes' output goes; silent by default. */
  onOutput?: (process: string, line: string) => void;
  /**
   * The services started besides fake Google and the gateway (every one by default): a test of the gateway
   * and identity needs no Musichat. `classroom-sync` brings its worker.
   */
  services?: PlatformService[];
}

export type PlatformService =
  | 'identity'
  | 'groups'
  | 'homework'
  | 'messaging'
  | 'finance'
  | 'classroom-sync'
  | 'inventory'
  | 'planning'
  | 'reports'
  | 'maestro';

export interface RunningPlatform<M extends PlatformMail = PlatformMail> {
  /** The public origin (the gateway), e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Every gateway replica's origin, the first being `origin` (`gatewayReplicas`). */
  origins: string[];
  fakeGoogleUrl: string;
  /** The platform's own NATS server, with the NATS boundary (one user per service). */
  nats: OwnNatsServer;
  /** The platform's outgoing mail, caught: identity's SMTP_URL points here. */
  mail: M;
  /** Where its services keep their data (for `backdateSignIn` and other arrangements a test needs). */
  database: { databaseUrl: string; schemaSuffix: string };
  /** Where its services keep their Redis keys (queues, budgets, caches): every key starts with the prefix. */
  redis: { redisUrl: string; redisPrefix: string };
  /** The reports' recordings volume (`REPORTS_RECORDINGS_DIR`), a directory of this platform's own. */
  recordingsDir: string;
  /** The inventory's photos volume (`INVENTORY_PHOTOS_DIR`), a directory of this platform's own. */
  photosDir: string;
  /** Every process's `/metrics` (the worker's included) and the bearer token Prometheus would send. */
  metrics: { token: string; processes: Array<{ name: string; url: string }> };
  /**
   * What would be left running or on disk if the process that started the platform died before `close()`: for
   * a platform kept across test files, stopped by whoever outlives that process. Each process with a piece of
   * its command line, so that a process id since reused is never signalled.
   */
  footprint(): PlatformFootprint;
  close(): Promise<void>;
}

export interface PlatformFootprint {
  processes: Array<{ pid: number; commandLine: string }>;
  directories: string[];
}

interface Proc {
  name: string;
  script: string;
  env: Record<string, string>;
  ready: string;
}

/**
 * The whole platform from its built `dist/`, as `npm start` runs it (classroom-sync's worker included), but on free ports, the test run's
 * database and prefixes, and a NATS server of its own with the NATS boundary (each service its own user,
 * actors signed by the gateway with a key pair of this platform's): for the browser journeys and the
 * edge tests. Every process is real.
 *
 * The ports are picked free, then bound by the processes a moment later: on a busy machine another process
 * may take one in between. That start is then tried again on other ports (everything of the failed one is
 * stopped first), up to three times.
 */
export async function startPlatform<M extends PlatformMail>(
  options: PlatformOptions<M>,
): Promise<RunningPlatform<M>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startPlatformOnce(options);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startPlatformOnce<M extends PlatformMail>(
  options: PlatformOptions<M>,
): Promise<RunningPlatform<M>> {
  const [
    gatewayPort,
    identityPort,
    groupsPort,
    homeworkPort,
    messagingPort,
    financePort,
    googlePort,
    classroomPort,
    workerPort,
    inventoryPort,
    planningPort,
    reportsPort,
  ] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  // Maestro IA and the demonstration model it asks (tools/fake-llm).
  const [maestroPort, llmPort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${gatewayPort}`;
  const mail = await options.startMail();
  const recordingsDir = mkdtempSync(join(tmpdir(), 'crescendo-recordings-'));
  const photosDir = mkdtempSync(join(tmpdir(), 'crescendo-inventory-photos-'));
  const googleUrl = `http://127.0.0.1:${googlePort}`;
  const nats = await OwnNatsServer.start({ prefix: options.natsPrefix });
  const actorKeys = newActorKeyPair();
  const metricsToken = randomBytes(24).toString('base64url');
  const classroom = {
    PUBLIC_URL: origin,
    GOOGLE_ROOT_URL: googleUrl,
    GOOGLE_CLIENT_ID: 'crescendo-demo',
    GOOGLE_CLIENT_SECRET: 'crescendo-demo-secret',
    GOOGLE_TOKEN_KEY: randomBytes(32).toString('base64'),
    ...nats.envFor('classroom-sync'),
  };
  const common = {
    DATABASE_URL: options.databaseUrl,
    NATS_PREFIX: options.natsPrefix,
    ACTOR_TOKEN_PUBLIC_KEY: actorKeys.publicKey,
    DATABASE_SCHEMA_SUFFIX: options.schemaSuffix,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    LOG_LEVEL: process.env.PLATFORM_LOG_LEVEL ?? 'warn',
    METRICS_TOKEN: metricsToken,
  };
  const procs: Proc[] = [
    {
      name: 'fake-google',
      script: 'tools/fake-google/dist/main.js',
      env: {
        PORT: String(googlePort),
        PUBLIC_URL: googleUrl,
        GOOGLE_CLIENT_ID: 'crescendo-demo',
        GOOGLE_CLIENT_SECRET: 'crescendo-demo-secret',
        GOOGLE_REDIRECT_URIS: `${origin}/realms/crescendo/broker/google/endpoint,${origin}/auth/google/callback`,
      },
      ready: `${googleUrl}/.well-known/openid-configuration`,
    },
    {
      name: 'identity',
      script: 'services/identity/dist/main.js',
      env: {
        HTTP_PORT: String(identityPort),
        OIDC_ISSUER: `${origin}/realms/crescendo`,
        OIDC_REDIRECT_URIS: `${origin}/*`,
        PUBLIC_URL: origin,
        SMTP_URL: mail.smtpUrl,
        DEMO_MODE: options.demo === false ? 'false' : 'true',
        ...nats.envFor('identity'),
        // The gateway, on this machine, tells identity the client's address (X-Forwarded-For).
        TRUSTED_PROXIES: 'loopback',
        // Journeys sign up and sign in many times from one address; a test of these budgets sets its own.
        SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
        SIGNIN_FREE_FAILURES_PER_ADDRESS: '100000',
        TWO_FACTOR_KEY: randomBytes(32).toString('base64'),
        GOOGLE_ISSUER: googleUrl,
        GOOGLE_CLIENT_ID: 'crescendo-demo',
        GOOGLE_CLIENT_SECRET: 'crescendo-demo-secret',
      },
      ready: `http://127.0.0.1:${identityPort}/health/ready`,
    },
    {
      name: 'groups',
      script: 'services/groups/dist/main.js',
      env: {
        HTTP_PORT: String(groupsPort),
        SPECIAL_ADMIN_EMAIL: 'admin@demo.crescendo.ca',
        DEMO_MODE: options.demo === false ? 'false' : 'true',
        ...nats.envFor('groups'),
      },
      ready: `http://127.0.0.1:${groupsPort}/health/ready`,
    },
    {
      name: 'homework',
      script: 'services/homework/dist/main.js',
      env: {
        HTTP_PORT: String(homeworkPort),
        DEMO_MODE: options.demo === false ? 'false' : 'true',
        ...nats.envFor('homework'),
      },
      ready: `http://127.0.0.1:${homeworkPort}/health/ready`,
    },
    {
      name: 'messaging',
      script: 'services/messaging/dist/main.js',
      env: {
        HTTP_PORT: String(messagingPort),
        DEMO_MODE: options.demo === false ? 'false' : 'true',
        // Journeys and benchmarks post from few accounts; a test of the limit sets its own.
        MESSAGES_PER_MINUTE: '100000',
        ...nats.envFor('messaging'),
      },
      ready: `http://127.0.0.1:${messagingPort}/health/ready`,
    },
    {
      name: 'finance',
      script: 'services/finance/dist/main.js',
      env: {
        HTTP_PORT: String(financePort),
        DEMO_MODE: options.demo === false ? 'false' : 'true',
        ...nats.envFor('finance'),
      },
      ready: `http://127.0.0.1:${financePort}/health/ready`,
    },
    {
      name: 'inventory',
      script: 'services/inventory/dist/main.js',
      env: {
        HTTP_PORT: String(inventoryPort),
        DEMO_MODE: options.demo === false ? 'false' : 'true',
        INVENTORY_PHOTOS_DIR: photosDir,
        ...nats.envFor('inventory'),
      },
      ready: `http://127.0.0.1:${inventoryPort}/health/ready`,
    },
    {
      name: 'planning',
      script: 'services/planning/dist/main.js',
      env: {
        HTTP_PORT: String(planningPort),
        DEMO_MODE: options.demo === false ? 'false' : 'true',
        // Its reminders' mails (issue 28 §3) are caught with identity's.
        SMTP_URL: mail.smtpUrl,
        // A journey serves the calendars it imports by address from the loopback (never allowed in a deployment).
        PLANNING_CALENDAR_ALLOW_ADDRESSES: '127.0.0.1',
        ...nats.envFor('planning'),
      },
      ready: `http://127.0.0.1:${planningPort}/health/ready`,
    },
    {
      name: 'reports',
      script: 'services/reports/dist/main.js',
      env: {
        HTTP_PORT: String(reportsPort),
        DEMO_MODE: options.demo === false ? 'false' : 'true',
        REPORTS_RECORDINGS_DIR: recordingsDir,
        ...nats.envFor('reports'),
      },
      ready: `http://127.0.0.1:${reportsPort}/health/ready`,
    },
    {
      name: 'fake-llm',
      script: 'tools/fake-llm/dist/main.js',
      env: { PORT: String(llmPort) },
      ready: `http://127.0.0.1:${llmPort}/v1/models`,
    },
    {
      name: 'maestro',
      script: 'services/maestro/dist/main.js',
      env: {
        HTTP_PORT: String(maestroPort),
        MAESTRO_LLM_BASE_URL: `http://127.0.0.1:${llmPort}/v1`,
        MAESTRO_LLM_MODEL: 'crescendo-demo',
        MAESTRO_LLM_PROVIDER: 'fake-llm',
        MAESTRO_LLM_DEMO: 'true',
        // Journeys ask from the demo teacher many times; a test of the budgets sets its own.
        MAESTRO_DAILY_USER_REQUESTS: '100000',
        MAESTRO_DAILY_SCHOOL_REQUESTS: '100000',
        ...nats.envFor('maestro'),
      },
      ready: `http://127.0.0.1:${maestroPort}/health/ready`,
    },
    {
      name: 'classroom-sync',
      script: 'services/classroom-sync/dist/main.js',
      env: { HTTP_PORT: String(classroomPort), ...classroom },
      ready: `http://127.0.0.1:${classroomPort}/health/ready`,
    },
    {
      name: 'classroom-sync-worker',
      script: 'services/classroom-sync/dist/worker.js',
      env: { HTTP_PORT: String(workerPort), ...classroom },
      ready: `http://127.0.0.1:${workerPort}/health/ready`,
    },
    {
      name: 'gateway',
      script: 'services/gateway/dist/main.js',
      env: {
        HTTP_PORT: String(gatewayPort),
        PUBLIC_URL: origin,
        IDENTITY_HTTP_URL: `http://127.0.0.1:${identityPort}`,
        // The recordings' audio streams to the reports service over HTTP (decision 0064).
        REPORTS_HTTP_URL: `http://127.0.0.1:${reportsPort}`,
        // The inventory's photos stream to the inventory service over HTTP (decision 0072).
        INVENTORY_HTTP_URL: `http://127.0.0.1:${inventoryPort}`,
        // Journeys and benchmarks come from one address; a test of the limits sets its own.
        RATE_LIMIT_PER_MINUTE: '100000',
        RATE_LIMIT_PER_PERSON_PER_MINUTE: '100000',
        RATE_LIMIT_REALMS_PER_MINUTE: '100000',
        RATE_LIMIT_WEB_PER_MINUTE: '100000',
        ACTOR_TOKEN_SIGNING_KEY: actorKeys.signingKey,
        ...nats.envFor('gateway'),
      },
      ready: `${origin}/health/ready`,
    },
  ];

  const replicaPorts: number[] = [];
  for (let i = 1; i < (options.gatewayReplicas ?? 1); i += 1) replicaPorts.push(await freePort());
  const gateway = procs.find((proc) => proc.name === 'gateway')!;
  for (const [i, port] of replicaPorts.entries()) {
    procs.push({
      ...gateway,
      name: `gateway-${i + 2}`,
      env: { ...gateway.env, HTTP_PORT: String(port) },
      ready: `http://127.0.0.1:${port}/health/ready`,
    });
  }

  const running: RunningProcess[] = [];
  const close = async () => {
    for (const started of running.reverse()) await started.stop();
    await nats.destroy();
    await mail.close();
    rmSync(recordingsDir, { recursive: true, force: true });
    rmSync(photosDir, { recursive: true, force: true });
  };
  const start = async (proc: Proc) => {
    running.push(
      await startBuiltProcess({
        name: proc.name,
        script: proc.script,
        env: { ...common, ...proc.env, ...options.env?.[proc.name.replace(/-\d+$/, '')] },
        readyUrl: proc.ready,
        readyTimeoutMs: options.readyTimeoutMs,
        onOutput: options.onOutput,
      }),
    );
  };
  // Fake Google first (identity reads its discovery document), the gateways last (they serve what the
  // services answer); the services in between start together, as in compose or Kubernetes: they meet only
  // over NATS, and take turns on their migrations (an advisory lock per schema).
  const isGateway = (proc: Proc) => proc.name.startsWith('gateway');
  // The demonstration model comes with Maestro IA.
  const wanted = (proc: Proc) =>
    !options.services ||
    options.services.some((service) => proc.name.startsWith(service)) ||
    (proc.name === 'fake-llm' && options.services.includes('maestro'));
  const waves = [
    procs.filter((proc) => proc.name === 'fake-google'),
    procs.filter((proc) => proc.name !== 'fake-google' && !isGateway(proc) && wanted(proc)),
    procs.filter(isGateway),
  ];
  try {
    for (const wave of waves) {
      const results = await Promise.allSettled(wave.map(start));
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    origin,
    origins: [origin, ...replicaPorts.map((port) => `http://127.0.0.1:${port}`)],
    fakeGoogleUrl: googleUrl,
    nats,
    mail,
    database: { databaseUrl: options.databaseUrl, schemaSuffix: options.schemaSuffix },
    redis: { redisUrl: options.redisUrl, redisPrefix: options.redisPrefix },
    recordingsDir,
    photosDir,
    footprint: () => ({
      processes: [
        ...running.map((started) => ({
          pid: started.pid,
          commandLine: procs.find((proc) => proc.name === started.name)!.script,
        })),
        ...(nats.processId === undefined ? [] : [{ pid: nats.processId, commandLine: nats.directory }]),
      ],
      directories: [nats.directory, recordingsDir, photosDir],
    }),
    metrics: {
      token: metricsToken,
      processes: procs
        .filter((proc) => !proc.name.startsWith('fake-') && (isGateway(proc) || wanted(proc)))
        .map((proc) => ({ name: proc.name, url: proc.ready.replace(/\/health\/ready$/, '/metrics') })),
    },
    close,
  };
}
