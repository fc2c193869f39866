import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { createBilan, createPracticeReport, setPolicy, type MaestroDraft } from '@crescendo/contracts';
import { dayOf, shiftDay } from '@crescendo/domain';
import { demoActor, demoGroups } from '@crescendo/domain/demo';
import { ActorSigner, newActorKeyPair, ServiceClient, type Ed25519Jwk } from '@crescendo/service-kit';
import { freePort, OwnNatsServer, startBuiltProcess, type RunningProcess } from '@crescendo/testing';
import { ensureDatabase } from '../classroom/classroom-stack.js';

export interface MaestroStackOptions {
  databaseUrl: string;
  /** The fake model's fixed wait before each answer. */
  modelLatencyMs: number;
  /** MAESTRO_LLM_CONCURRENCY. */
  concurrency: number;
}

/**
 * Maestro IA from its build as a board runs it, on this machine: a NATS server of its own with the NATS
 * boundary, identity, groups and homework (demo mode) beside it, and tools/fake-llm in a process of its own
 * answering after a fixed wait. Schemas of its own, dropped after. Requests go over NATS as the gateway sends
 * them (signed actors).
 */
export async function startMaestroStack(options: MaestroStackOptions) {
  await ensureDatabase(options.databaseUrl);
  const suffix = `_bench${randomBytes(3).toString('hex')}`;
  const prefix = `bench${randomBytes(3).toString('hex')}.`;
  const nats = await OwnNatsServer.start({ prefix });
  const keys = newActorKeyPair();
  const common = {
    DATABASE_URL: options.databaseUrl,
    DATABASE_SCHEMA_SUFFIX: suffix,
    NATS_PREFIX: prefix,
    ACTOR_TOKEN_PUBLIC_KEY: keys.publicKey,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    TWO_FACTOR_KEY: randomBytes(32).toString('base64'),
    REQUEST_TIMEOUT_MS: '60000',
    DEMO_MODE: 'true',
  };
  const onOutput = (who: string, line: string) => {
    if (process.env.BENCH_LOG_LEVEL) process.stderr.write(`${who}│ ${line}\n`);
  };
  const processes: RunningProcess[] = [];
  const launch = async (name: string, env: Record<string, string>) => {
    const port = await freePort();
    const started = await startBuiltProcess({
      name,
      script: `services/${name}/dist/main.js`,
      env: { ...common, ...nats.envFor(name as 'identity'), ...env, HTTP_PORT: String(port) },
      readyUrl: `http://127.0.0.1:${port}/health/ready`,
      onOutput,
    });
    processes.push(started);
  };
  const client = new ServiceClient({
    natsUrl: [nats.url],
    prefix,
    timeoutMs: 120_000,
    access: nats.accessFor('gateway'),
    signer: ActorSigner.fromJwk(JSON.parse(keys.signingKey) as Ed25519Jwk, 300),
  });
  const stop = async () => {
    await client.close();
    for (const started of processes.reverse()) await started.stop();
    await nats.destroy();
    const db = new pg.Client({ connectionString: options.databaseUrl });
    await db.connect();
    for (const schema of ['identity', 'groups', 'homework', 'maestro'])
      await db.query(`DROP SCHEMA IF EXISTS "${schema}${suffix}" CASCADE`);
    await db.end();
  };
  const llmPort = await freePort();
  try {
    processes.push(
      await startBuiltProcess({
        name: 'fake-llm',
        script: 'tools/fake-llm/dist/main.js',
        env: { PORT: String(llmPort), LATENCY_MS: String(options.modelLatencyMs) },
        readyUrl: `http://127.0.0.1:${llmPort}/v1/models`,
        onOutput,
      }),
    );
    await launch('identity', { SMTP_URL: 'smtp://127.0.0.1:9' });
    await launch('groups', {});
    await launch('homework', {});
    await launch('maestro', {
      MAESTRO_LLM_BASE_URL: `http://127.0.0.1:${llmPort}/v1`,
      MAESTRO_LLM_MODEL: 'crescendo-demo',
      MAESTRO_LLM_PROVIDER: 'fake-llm',
      MAESTRO_LLM_DEMO: 'true',
      MAESTRO_LLM_CONCURRENCY: String(options.concurrency),
      MAESTRO_DAILY_USER_REQUESTS: '100000',
      MAESTRO_DAILY_SCHOOL_REQUESTS: '100000',
    });
  } catch (error) {
    await stop();
    throw error;
  }

  const teacher = demoActor('prof@demo.crescendo.ca', 'teacher');
  const lea = demoActor('eleve@demo.crescendo.ca', 'student');
  const today = dayOf(new Date());
  await client.request(
    setPolicy,
    { key: 'maestro.enabled', value: true },
    demoActor('admin@demo.crescendo.ca', 'admin'),
  );
  await client.request(
    createPracticeReport,
    {
      practiceDate: today,
      duration: 20,
      location: 'home',
      content: 'Gammes et étude no 3.',
      nextGoals: 'Jouer par cœur',
    },
    lea,
  );
  const period = { groupId: demoGroups[0]!.id, studentId: lea.userId, from: shiftDay(today, -60), to: today };

  return {
    /**
     * One 'Bilan de l’élève' as the demo teacher: the draft. `streamed`: with a page's key, so the answer is
     * streamed and its progress published on the teacher's live topic.
     */
    bilan: (streamed: boolean): Promise<MaestroDraft> =>
      client.request(createBilan, streamed ? { ...period, progressKey: randomUUID() } : period, teacher),
    /** Forgets the model's calls so far. */
    resetModel: async () => {
      await fetch(`http://127.0.0.1:${llmPort}/__control/reset`, { method: 'POST' });
    },
    /** When each call since the reset reached the model (ms since the epoch). */
    modelArrivals: async (): Promise<number[]> => {
      const calls = (await (await fetch(`http://127.0.0.1:${llmPort}/__control/requests`)).json()) as Array<{
        at: string;
      }>;
      return calls.map((call) => Date.parse(call.at));
    },
    stop,
  };
}
