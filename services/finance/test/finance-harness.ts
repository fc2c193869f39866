import { randomBytes, randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { createGroup, joinGroup, type Actor, type Group } from '@crescendo/contracts';
import { prefixSubject, startService, type RunningService } from '@crescendo/service-kit';
import {
  callersOf,
  OwnNatsServer,
  serviceEnv,
  startBuiltService,
  testServiceClient,
  type RunningBuiltService,
} from '@crescendo/testing';
import { createFinanceService, type FinanceServiceSetup } from '../src/finance.service-definition.js';

export interface FinanceHarnessOptions extends FinanceServiceSetup {
  /** Identity and groups load the demo organisation, finance its purchases and budget (DEMO_MODE). */
  demo?: boolean;
}

/**
 * The finance service against the machine's real PostgreSQL (a schema of this harness's own) and a NATS server
 * of this file's own with the NATS boundary. The real groups and identity services run beside it from their
 * dist/ (a service never imports another): finance asks groups whose students an actor answers for, and
 * identity a student's name. The client stands where the gateway stands (gateway's user, signing actors).
 */
export async function startFinance(options: FinanceHarnessOptions = {}) {
  const { demo = false, ...setup } = options;
  const prefix = serviceEnv().NATS_PREFIX!;
  const nats = await OwnNatsServer.start({ prefix });
  const started: Array<RunningBuiltService | RunningService> = [];
  const stopAll = async () => {
    for (const service of started.reverse()) await ('stop' in service ? service.stop() : service.close());
    await nats.destroy();
  };
  const demoEnv = { DEMO_MODE: demo ? 'true' : 'false' };
  let finance: RunningService;
  try {
    started.push(await startBuiltService('identity', serviceEnv({ ...nats.envFor('identity'), ...demoEnv })));
    started.push(await startBuiltService('groups', serviceEnv({ ...nats.envFor('groups'), ...demoEnv })));
    const schema = setup.schema ?? `finance_${randomBytes(4).toString('hex')}`;
    finance = (await startService(
      createFinanceService({ ...setup, schema }),
      serviceEnv({ ...nats.envFor('finance'), ...demoEnv }),
    )) as unknown as RunningService;
    started.push(finance);
  } catch (error) {
    await stopAll();
    throw error;
  }
  const client = testServiceClient({ natsUrl: nats.url, prefix, access: nats.accessFor('gateway') });
  const identityEvents: NatsConnection = await nats.connectAs('identity');
  const db = finance.infra.dataSource!;

  return {
    nats,
    client,
    db,
    ...callersOf(client),
    /** A real group of `teacher` in the groups service, with `students` joined by its code. */
    async groupWith(teacher: Actor, students: Actor[] = []): Promise<Group> {
      const group = await client.request(
        createGroup,
        { name: `MUS212 — Harmonie ${randomUUID().slice(0, 4)}` },
        teacher,
      );
      for (const student of students)
        await client.request(joinGroup, { code: group.connectionCode! }, student);
      return { ...group, studentIds: students.map((student) => student.userId) };
    },
    /** Publishes as identity would (its NATS user may publish `evt.identity.*`). */
    async publishAsIdentity(subject: string, data: unknown, organizationId: string | null) {
      const envelope = {
        id: randomUUID(),
        subject,
        occurredAt: new Date().toISOString(),
        organizationId,
        data,
      };
      await jetstream(identityEvents).publish(prefixSubject(prefix, subject), JSON.stringify(envelope), {
        msgID: envelope.id,
      });
    },
    async count(sql: string, params: unknown[] = []): Promise<number> {
      const rows: Array<{ n: number }> = await db.query(`SELECT count(*)::int AS n FROM ${sql}`, params);
      return rows[0]!.n;
    },
    async close() {
      await identityEvents.close();
      await client.close();
      await stopAll();
    },
  };
}

export type FinanceHarness = Awaited<ReturnType<typeof startFinance>>;
