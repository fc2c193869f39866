import { createHash, randomBytes } from 'node:crypto';
import {
  chooseGoogleAccount,
  startFakeGoogle,
  type AccountSeed,
  type RunningFakeGoogle,
} from '@crescendo/fake-google';
import {
  beginGoogleAuthorization,
  completeGoogleAuthorization,
  confirmGoogleLink,
  startGoogleConnection,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { demoAccounts, demoOrganization } from '@crescendo/domain/demo';
import { startMailCatcher } from '@crescendo/mail-catcher';
import { startService, type RunningService } from '@crescendo/service-kit';
import {
  callersOf,
  freePort,
  OwnNatsServer,
  serviceEnv,
  startBuiltProcess,
  startBuiltService,
  testServiceClient,
  type RunningBuiltService,
  type RunningProcess,
} from '@crescendo/testing';
import {
  createClassroomService,
  type ClassroomServiceSetup,
} from '../src/classroom-sync.service-definition.js';

export const googleClient = { clientId: 'crescendo-test', clientSecret: 'test-secret' };

const demo = (email: string) => demoAccounts.find((account) => account.email === email)!;
const actor = (email: string): Actor => {
  const account = demo(email);
  return { userId: account.id, organizationId: demoOrganization.id, roles: [account.role] };
};

/** The demo organisation's people (identity runs with DEMO_MODE), as the gateway would hand them over. */
export const people = {
  admin: actor('admin@demo.crescendo.ca'),
  teacher: actor('prof@demo.crescendo.ca'),
  student: actor('eleve@demo.crescendo.ca'),
};

/**
 * A browser's binding cookie as the gateway makes it for `POST /classroom/connection` (issue 34.2): the
 * value the browser keeps, and the start request's payload with its hash and the account it names.
 */
export function browserBinding(email = 'prof@demo.crescendo.ca') {
  const value = randomBytes(32).toString('base64url');
  const start: PayloadOf<typeof startGoogleConnection> = {
    browserHash: createHash('sha256').update(value).digest('base64url'),
    account: { email, language: 'fr' },
  };
  return { value, start };
}

export interface HarnessOptions {
  accounts: AccountSeed[];
  /** Run the worker as a process of its own from dist/ (to kill it); in this process by default. */
  workerProcess?: boolean;
  /** Workers in this process (1 by default): they share the queue and the quota limiter. */
  workers?: number;
  env?: Record<string, string>;
  setup?: ClassroomServiceSetup;
  /** Redis of the test's own (the chaos test restarts it); the run's otherwise. */
  redisUrl?: string;
  /** Homework beside it from its dist/ too (coursework push and grade passback). */
  homework?: boolean;
  /** The planning beside it from its dist/ too (its events published to Google Calendar, issue 28 §7). */
  planning?: boolean;
}

/**
 * classroom-sync (API and worker) against the machine's PostgreSQL (schemas of this file), a NATS server of
 * its own with the NATS boundary, a fake Google of its own, and the real identity (demo organisation) and
 * groups beside it from their dist/ (a service never imports another). The client stands where the gateway
 * stands (gateway's NATS user, signing actors).
 */
export async function startClassroom(options: HarnessOptions) {
  const prefix = serviceEnv().NATS_PREFIX!;
  const nats = await OwnNatsServer.start({ prefix });
  const google = await startFakeGoogle({
    port: await freePort(),
    clients: [{ ...googleClient, redirectUris: ['http://app.test/auth/google/callback'] }],
    accounts: options.accounts,
  });
  const suffix = `_${randomBytes(4).toString('hex')}`;
  const mail = await startMailCatcher();
  // The limiter's slots and the queue of this harness's own: another file's imports do not slow these.
  const redisPrefix = `${serviceEnv().REDIS_PREFIX}${suffix}:`;
  const schema = `classroom_sync${suffix}`;
  const classroomEnv = (): Record<string, string> => ({
    ...nats.envFor('classroom-sync'),
    PUBLIC_URL: 'http://app.test',
    GOOGLE_ROOT_URL: google.url,
    GOOGLE_CLIENT_ID: googleClient.clientId,
    GOOGLE_CLIENT_SECRET: googleClient.clientSecret,
    IMPORT_LOCK_MS: '5000',
    IMPORT_RECONCILE_MS: '1000',
    PASSBACK_LOCK_MS: '5000',
    PASSBACK_RECONCILE_MS: '1000',
    ROSTER_RESYNC_LOCK_MS: '5000',
    ROSTER_RESYNC_RECONCILE_MS: '1000',
    DATABASE_SCHEMA_SUFFIX: '',
    REDIS_PREFIX: redisPrefix,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...options.env,
  });
  const built: RunningBuiltService[] = [];
  const inProcess: RunningService[] = [];
  let worker: RunningProcess | undefined;
  const stopAll = async () => {
    await worker?.stop();
    for (const service of inProcess.reverse()) await service.close();
    for (const service of built.reverse()) await service.stop();
    await google.close();
    await nats.destroy();
    await mail.close();
  };
  const startWorker = async () => {
    const port = await freePort();
    worker = await startBuiltProcess({
      name: 'classroom-sync-worker',
      script: 'services/classroom-sync/dist/worker.js',
      // dist/worker.js uses the schema `classroom_sync`: the suffix makes it this harness's.
      env: { ...serviceEnv(classroomEnv()), DATABASE_SCHEMA_SUFFIX: suffix, HTTP_PORT: String(port) },
      readyUrl: `http://127.0.0.1:${port}/health/ready`,
      onOutput: (name, line) => {
        if (process.env.TEST_LOG_LEVEL) process.stderr.write(`${name}│ ${line}\n`);
      },
    });
    return worker;
  };
  try {
    built.push(
      await startBuiltService(
        'identity',
        serviceEnv({ ...nats.envFor('identity'), DEMO_MODE: 'true', SMTP_URL: mail.smtpUrl }),
      ),
    );
    built.push(
      await startBuiltService('groups', serviceEnv({ ...nats.envFor('groups'), DEMO_MODE: 'true' })),
    );
    if (options.homework)
      built.push(await startBuiltService('homework', serviceEnv({ ...nats.envFor('homework') })));
    if (options.planning)
      built.push(
        await startBuiltService(
          'planning',
          serviceEnv({ ...nats.envFor('planning'), DEMO_MODE: 'false', SMTP_URL: mail.smtpUrl }),
        ),
      );
    inProcess.push(
      (await startService(
        createClassroomService({ ...options.setup, schema }),
        serviceEnv(classroomEnv()),
      )) as unknown as RunningService,
    );
    if (options.workerProcess) await startWorker();
    else
      for (let n = 0; n < (options.workers ?? 1); n += 1) {
        inProcess.push(
          (await startService(
            createClassroomService({ ...options.setup, schema, role: 'worker' }),
            serviceEnv(classroomEnv()),
          )) as unknown as RunningService,
        );
      }
  } catch (error) {
    await stopAll();
    throw error;
  }
  const api = inProcess[0]!;
  const client = testServiceClient({ natsUrl: nats.url, prefix, access: nats.accessFor('gateway') });
  const callers = callersOf(client);
  const consentUrls: string[] = [];

  return {
    nats,
    google,
    mail,
    client,
    db: api.infra.dataSource!,
    schema,
    /** Where this harness's queues live (roster-resync.spec.ts reads the job scheduler). */
    redis: { url: options.redisUrl ?? serviceEnv().REDIS_URL!, prefix: redisPrefix },
    ...callers,
    startWorker,
    /** The workers started in this process (none with `workerProcess`). */
    inProcessWorkers: inProcess.slice(1),
    get worker() {
      return worker;
    },
    /** Every Google consent URL a `connectGoogle` went to, oldest first. */
    consentUrls,
    /**
     * The consent as a browser goes through it: the ticket (with the browser's binding), Google's account
     * chooser (the user picks `email`), the callback, the confirmation page's 'Lier ce compte Google'.
     * Answers where the browser lands. `tamper.binding`: the callback comes from another browser.
     */
    /**
     * `returnTo`: the portal page that started it (issue 32 §5); `calendarGroupId`: 'Publier dans Google
     * Agenda' (issue 28 §7). Google's consent URL is kept in `lastConsentUrl`.
     */
    async connectGoogle(
      who: Actor,
      email: string,
      tamper: { binding?: string } = {},
      returnTo?: string,
      calendarGroupId?: string,
    ): Promise<string> {
      const browser = browserBinding();
      const { url } = await callers.ok(
        startGoogleConnection,
        { ...browser.start, returnTo, calendarGroupId },
        who,
      );
      const ticket = new URL(url, 'http://app.test').searchParams.get('ticket')!;
      const begun = await callers.ok(beginGoogleAuthorization, { ticket, binding: browser.value }, null);
      consentUrls.push(begun.authorizationUrl);
      const back = new URL(await chooseGoogleAccount(begun.authorizationUrl, email)).searchParams;
      const answer = await callers.ok(
        completeGoogleAuthorization,
        {
          state: back.get('state') ?? undefined,
          code: back.get('code') ?? undefined,
          error: back.get('error') ?? undefined,
          binding: tamper.binding ?? browser.value,
        },
        null,
      );
      if ('redirect' in answer) return answer.redirect;
      const confirmed = await callers.ok(
        confirmGoogleLink,
        { token: answer.confirm.token, binding: browser.value, confirmed: true },
        null,
      );
      return confirmed.redirect;
    },
    async query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
      return api.infra.dataSource!.query(sql, params);
    },
    async close() {
      await client.close();
      await stopAll();
    },
  };
}

export type ClassroomHarness = Awaited<ReturnType<typeof startClassroom>>;

export { demo, type RunningFakeGoogle };
