import { randomBytes } from 'node:crypto';
import { ActorSigner, newActorKeyPair, ServiceClient, type NatsAccess } from '@crescendo/service-kit';

/**
 * The infrastructure of the current test run, prepared by `jest/global-setup.mjs`: its own database,
 * NATS subject prefix and Redis key prefix, so two runs on one machine never meet.
 */
export interface TestRunEnv {
  runId: string;
  adminDatabaseUrl: string;
  databaseUrl: string;
  natsUrl: string;
  natsPrefix: string;
  /** Appended to each service's schema (`DATABASE_SCHEMA_SUFFIX`): this file's tables are its own. */
  schemaSuffix: string;
  redisUrl: string;
  redisPrefix: string;
}

/**
 * Each test file (jest gives each its own module registry) gets its own NATS prefix under the run's, and
 * its own schemas in the run's database: two files starting the same service never answer each other's
 * requests, take each other's events, nor relay each other's outbox.
 */
const fileId = randomBytes(3).toString('hex');

/**
 * This file's actor-token keys: services get the public key (serviceEnv), the gateway and the tests'
 * clients (which stand where the gateway stands) sign with the private one.
 */
const actorKeys = newActorKeyPair();

export function testActorKeys(): { publicKey: string; signingKey: string } {
  return actorKeys;
}

/** The signing key as the gateway's environment carries it. */
export function gatewaySigningEnv(): Record<string, string> {
  return { ACTOR_TOKEN_SIGNING_KEY: actorKeys.signingKey };
}

/** Signs actors as the gateway would: a test builds the actors the gateway would have resolved. */
export function testActorSigner(): ActorSigner {
  return ActorSigner.fromJwk(JSON.parse(actorKeys.signingKey), 300);
}

/**
 * A client standing where the gateway stands: it signs the actors it is given with this file's key and,
 * against a bounded server, connects with the user it is given (`OwnNatsServer.connectAs` explains).
 */
export function testServiceClient(options: {
  natsUrl: string;
  prefix: string;
  timeoutMs?: number;
  access?: NatsAccess;
}): ServiceClient {
  return new ServiceClient({
    natsUrl: options.natsUrl,
    prefix: options.prefix,
    // Generous: CI's two cores run two test files' services at once; a test of timeouts sets its own. Longer
    // than the services' own budget (serviceEnv), so a test sees the error of the request that was late.
    timeoutMs: options.timeoutMs ?? 15_000,
    access: options.access,
    signer: testActorSigner(),
  });
}

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run tests through \`npm run jest\` so the global set-up prepares a run`,
    );
  return value;
}

export function testRunEnv(): TestRunEnv {
  const runId = required('CRESCENDO_TEST_RUN');
  return {
    runId,
    adminDatabaseUrl: required('CRESCENDO_TEST_ADMIN_DATABASE_URL'),
    databaseUrl: required('CRESCENDO_TEST_DATABASE_URL'),
    natsUrl: required('CRESCENDO_TEST_NATS_URL'),
    natsPrefix: `${runId}.f${fileId}.`,
    schemaSuffix: `_f${fileId}`,
    redisUrl: required('CRESCENDO_TEST_REDIS_URL'),
    redisPrefix: `${runId}:f${fileId}:`,
  };
}

/** Identity's key for two-factor secrets (TWO_FACTOR_KEY): one per test file, as its schemas are. */
export const testTwoFactorKey = randomBytes(32).toString('base64');
/** classroom-sync's GOOGLE_TOKEN_KEY for every service a test starts. */
const testGoogleTokenKey = randomBytes(32).toString('base64');

/** The environment a service started by a test reads. */
export function serviceEnv(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  const run = testRunEnv();
  return {
    DATABASE_URL: run.databaseUrl,
    NATS_URL: run.natsUrl,
    NATS_PREFIX: run.natsPrefix,
    DATABASE_SCHEMA_SUFFIX: run.schemaSuffix,
    REDIS_URL: run.redisUrl,
    REDIS_PREFIX: run.redisPrefix,
    HTTP_PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // A service's requests to another (finance asking groups): 3 s, then 8 s, proved too short on CI's two
    // cores running two test files' processes at once (a cold service's first answers); production waits 5 s.
    REQUEST_TIMEOUT_MS: '15000',
    ACTOR_TOKEN_PUBLIC_KEY: actorKeys.publicKey,
    TWO_FACTOR_KEY: testTwoFactorKey,
    GOOGLE_TOKEN_KEY: testGoogleTokenKey,
    ...overrides,
  };
}

/**
 * One SQL statement in a service's schema of this file (`identity` → `identity_f…`), for what a test
 * cannot wait for (an expiry days away) or must look at directly (what is stored).
 */
export async function queryServiceSchema<T = Record<string, unknown>>(
  service: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const { default: pg } = await import('pg');
  const run = testRunEnv();
  const client = new pg.Client({ connectionString: run.databaseUrl });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${service}${run.schemaSuffix}"`);
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
