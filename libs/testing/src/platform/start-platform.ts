import { freePort } from '../own-nats-server.js';
import { startBuiltProcess, type RunningProcess } from './built-service.js';

export interface PlatformOptions {
  databaseUrl: string;
  natsUrl: string;
  natsPrefix: string;
  /** Appended to every service's schema, so that this platform's tables are its own. */
  schemaSuffix: string;
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
    DATABASE_SCHEMA_SUFFIX: options.schemaSuffix,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    LOG_LEVEL: process.env.PLATFORM_LOG_LEVEL ?? 'warn',
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
        GOOGLE_REDIRECT_URIS: `${origin}/realms/crescendo/broker/google/endpoint`,
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
      env: {
        HTTP_PORT: String(gatewayPort),
        PUBLIC_URL: origin,
        IDENTITY_HTTP_URL: `http://127.0.0.1:${identityPort}`,
        RATE_LIMIT_PER_MINUTE: '100000',
      },
      ready: `${origin}/health/ready`,
    },
  ];

  const running: RunningProcess[] = [];
  const close = async () => {
    for (const started of running.reverse()) await started.stop();
  };
  try {
    for (const proc of procs) {
      running.push(
        await startBuiltProcess({
          name: proc.name,
          script: proc.script,
          env: { ...common, ...proc.env, ...options.env?.[proc.name] },
          readyUrl: proc.ready,
          onOutput: options.onOutput,
        }),
      );
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { origin, fakeGoogleUrl: googleUrl, close };
}
