import { createHash, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  beginGoogleAuthorization,
  completeGoogleAuthorization,
  confirmGoogleLink,
  getClassroomImport,
  listClassroomCourses,
  startClassroomImport,
  startGoogleConnection,
  type Actor,
} from '@crescendo/contracts';
import { demoOrganization } from '@crescendo/domain/demo';
import {
  chooseGoogleAccount,
  startFakeGoogle,
  type AccountSeed,
  type RunningFakeGoogle,
} from '@crescendo/fake-google';
import { ActorSigner, newActorKeyPair, ServiceClient, type Ed25519Jwk } from '@crescendo/service-kit';
import { freePort, OwnNatsServer, startBuiltProcess, type RunningProcess } from '@crescendo/testing';

export const googleClient = { clientId: 'crescendo-bench', clientSecret: 'bench-secret' };

export interface StackOptions {
  databaseUrl: string;
  redisUrl: string;
  accounts: AccountSeed[];
}

/**
 * What an import needs, from the builds, on this machine: a NATS server of its own with the NATS boundary,
 * identity (the demo organisation) and groups, classroom-sync's API process, a fake Google in this process,
 * and classroom-sync workers started and stopped per phase. Schemas and Redis keys of its own, dropped after.
 */
export async function startClassroomStack(options: StackOptions) {
  await ensureDatabase(options.databaseUrl);
  const suffix = `_bench${randomBytes(3).toString('hex')}`;
  const prefix = `bench${randomBytes(3).toString('hex')}.`;
  const nats = await OwnNatsServer.start({ prefix });
  const keys = newActorKeyPair();
  const google: RunningFakeGoogle = await startFakeGoogle({
    port: await freePort(),
    clients: [{ ...googleClient, redirectUris: ['http://bench.test/auth/google/callback'] }],
    accounts: options.accounts,
  });
  const common = {
    DATABASE_URL: options.databaseUrl,
    DATABASE_SCHEMA_SUFFIX: suffix,
    NATS_PREFIX: prefix,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: `crescendo-bench${suffix}:`,
    ACTOR_TOKEN_PUBLIC_KEY: keys.publicKey,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    TWO_FACTOR_KEY: randomBytes(32).toString('base64'),
    GOOGLE_TOKEN_KEY: randomBytes(32).toString('base64'),
    REQUEST_TIMEOUT_MS: '30000',
  };
  const classroom = {
    ...nats.envFor('classroom-sync'),
    PUBLIC_URL: 'http://bench.test',
    GOOGLE_ROOT_URL: google.url,
    GOOGLE_CLIENT_ID: googleClient.clientId,
    GOOGLE_CLIENT_SECRET: googleClient.clientSecret,
  };
  const processes: RunningProcess[] = [];
  let workers: RunningProcess[] = [];
  const launch = async (name: string, script: string, env: Record<string, string>) => {
    const port = await freePort();
    const started = await startBuiltProcess({
      name,
      script,
      env: { ...common, ...env, HTTP_PORT: String(port) },
      readyUrl: `http://127.0.0.1:${port}/health/ready`,
      onOutput: (who, line) => {
        if (process.env.BENCH_LOG_LEVEL) process.stderr.write(`${who}│ ${line}\n`);
      },
    });
    return started;
  };
  const client = new ServiceClient({
    natsUrl: [nats.url],
    prefix,
    timeoutMs: 30_000,
    access: nats.accessFor('gateway'),
    signer: ActorSigner.fromJwk(JSON.parse(keys.signingKey) as Ed25519Jwk, 300),
  });
  const stop = async () => {
    await client.close();
    for (const worker of workers) await worker.stop();
    for (const started of processes.reverse()) await started.stop();
    await google.close();
    await nats.destroy();
    const db = new pg.Client({ connectionString: options.databaseUrl });
    await db.connect();
    for (const schema of ['identity', 'groups', 'classroom_sync'])
      await db.query(`DROP SCHEMA IF EXISTS "${schema}${suffix}" CASCADE`);
    await db.end();
  };
  try {
    processes.push(
      await launch('identity', 'services/identity/dist/main.js', {
        ...nats.envFor('identity'),
        DEMO_MODE: 'true',
        SMTP_URL: 'smtp://127.0.0.1:9',
      }),
    );
    processes.push(
      await launch('groups', 'services/groups/dist/main.js', { ...nats.envFor('groups'), DEMO_MODE: 'true' }),
    );
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    google,
    /** classroom-sync's API with these limits (started again when they change). */
    async api(limits: { userRps: number; clientRps: number }) {
      const api = await launch('classroom-sync', 'services/classroom-sync/dist/main.js', {
        ...classroom,
        GOOGLE_USER_REQUESTS_PER_SECOND: String(limits.userRps),
        GOOGLE_CLIENT_REQUESTS_PER_SECOND: String(limits.clientRps),
      });
      processes.push(api);
      return api;
    },
    /** `count` worker processes running `concurrency` jobs each, with these quotas; the previous ones stopped. */
    async workers(count: number, concurrency: number, limits: { userRps: number; clientRps: number }) {
      for (const worker of workers) await worker.stop();
      workers = [];
      for (let n = 0; n < count; n += 1) {
        workers.push(
          await launch(`classroom-sync-worker-${n}`, 'services/classroom-sync/dist/worker.js', {
            ...classroom,
            IMPORT_CONCURRENCY: String(concurrency),
            GOOGLE_USER_REQUESTS_PER_SECOND: String(limits.userRps),
            GOOGLE_CLIENT_REQUESTS_PER_SECOND: String(limits.clientRps),
          }),
        );
      }
    },
    /** A teacher of the demo organisation (the ids need no account: identity is asked only for students). */
    teacher(): Actor {
      return { userId: randomUUID(), organizationId: demoOrganization.id, roles: ['teacher'] };
    },
    /** The consent as a browser goes through it, for `who` with the Google account `email`. */
    async connect(who: Actor, email: string): Promise<void> {
      // The browser's binding cookie, as the gateway makes it on POST /classroom/connection (issue 34.2).
      const binding = randomBytes(32).toString('base64url');
      const browserHash = createHash('sha256').update(binding).digest('base64url');
      const account = { email: `${who.userId}@bench.test`, language: 'fr' as const };
      const { url } = await client.request(startGoogleConnection, { browserHash, account }, who);
      const ticket = new URL(url, 'http://bench.test').searchParams.get('ticket')!;
      const begun = await client.request(beginGoogleAuthorization, { ticket, binding }, null);
      const back = new URL(await chooseGoogleAccount(begun.authorizationUrl, email)).searchParams;
      const answer = await client.request(
        completeGoogleAuthorization,
        { state: back.get('state')!, code: back.get('code')!, binding },
        null,
      );
      // The confirmation page's 'Lier ce compte Google'.
      const { redirect } =
        'confirm' in answer
          ? await client.request(
              confirmGoogleLink,
              { token: answer.confirm.token, binding, confirmed: true },
              null,
            )
          : answer;
      if (!redirect.includes('google_success')) throw new Error(`Google not connected for ${email}`);
    },
    /** The teacher's importable course ids (listed before the clock starts, as the selection modal does). */
    async courseIds(who: Actor): Promise<string[]> {
      return (await client.request(listClassroomCourses, {}, who)).courses.map((course) => course.id);
    },
    /**
     * Starts the import and waits for its end; answers its duration (ms, to the end the import itself records,
     * not to when a poll saw it), its end (ms since the epoch) and its counts.
     */
    async runImport(who: Actor, courseIds: string[]) {
      const started = Date.now();
      const { id } = await client.request(startClassroomImport, { courseIds }, who);
      for (;;) {
        const progress = await client.request(getClassroomImport, { importId: id }, who);
        if (progress.finished) {
          const endedAt = Date.parse(progress.finishedAt!);
          return { ms: endedAt - started, endedAt, progress, id };
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** When each course of these imports reached its end (ms since the epoch, the database's clock). */
    async courseEnds(importIds: string[]): Promise<Map<string, number>> {
      const db = new pg.Client({ connectionString: options.databaseUrl });
      await db.connect();
      try {
        const { rows } = await db.query<{ course_id: string; ended: string }>(
          `SELECT course_id, (extract(epoch FROM updated_at) * 1000)::bigint AS ended
             FROM "classroom_sync${suffix}".import_courses WHERE import_id = ANY($1::uuid[])`,
          [importIds],
        );
        return new Map(rows.map((row) => [row.course_id, Number(row.ended)]));
      } finally {
        await db.end();
      }
    },
    stop,
  };
}

/** The database of `databaseUrl`, created when absent (a machine where `npm start` never ran). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

export type ClassroomStack = Awaited<ReturnType<typeof startClassroomStack>>;
