import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { createGroup, joinGroup, type Actor, type Group, type NatsService } from '@crescendo/contracts';
import { prefixSubject, type RunningService } from '@crescendo/service-kit';
import { callersOf } from './callers.js';
import { OwnNatsServer, type NatsIdentity } from './own-nats-server.js';
import { startBuiltService, type RunningBuiltService } from './platform/built-service.js';
import { serviceEnv, testServiceClient } from './run-env.js';

export interface ServiceUnderTestOptions {
  /** The service's NATS user (its boundary). */
  name: NatsService;
  /** Services started first from their dist/, in this order (a service never imports another). */
  beside: NatsService[];
  /** Variables for every process (e.g. `DEMO_MODE`). */
  env?: Record<string, string>;
  /** Started in this process with its environment (the kit's `startService` and the service's definition). */
  start: (env: NodeJS.ProcessEnv) => Promise<RunningService>;
  /** Whose NATS user `publishEvent` publishes as (the owner of the events the service consumes). */
  publisher: NatsIdentity;
}

/**
 * A service under test against the machine's real PostgreSQL and a NATS server of the test file's own with the
 * NATS boundary, the services it asks started beside it. The client stands where the gateway stands (the
 * gateway's user, signing actors). What every service's harness shares: each adds its own helpers to it.
 */
export async function startServiceUnderTest(options: ServiceUnderTestOptions) {
  const prefix = serviceEnv().NATS_PREFIX!;
  const nats = await OwnNatsServer.start({ prefix });
  const started: Array<RunningBuiltService | RunningService> = [];
  const stopAll = async () => {
    for (const process of started.reverse()) await ('stop' in process ? process.stop() : process.close());
    await nats.destroy();
  };
  let service: RunningService;
  try {
    for (const name of options.beside)
      started.push(await startBuiltService(name, serviceEnv({ ...nats.envFor(name), ...options.env })));
    service = await options.start(serviceEnv({ ...nats.envFor(options.name), ...options.env }));
    started.push(service);
  } catch (error) {
    await stopAll();
    throw error;
  }
  const client = testServiceClient({ natsUrl: nats.url, prefix, access: nats.accessFor('gateway') });
  const publisher: NatsConnection = await nats.connectAs(options.publisher);
  const db = service.infra.dataSource!;

  return {
    nats,
    prefix,
    client,
    service,
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
    /** An event in the platform's envelope, published on JetStream as its owner would. */
    async publishEvent(subject: string, data: unknown, organizationId: string | null) {
      const envelope = {
        id: randomUUID(),
        subject,
        occurredAt: new Date().toISOString(),
        organizationId,
        data,
      };
      await jetstream(publisher).publish(prefixSubject(prefix, subject), JSON.stringify(envelope), {
        msgID: envelope.id,
      });
    },
    async count(sql: string, params: unknown[] = []): Promise<number> {
      const rows: Array<{ n: number }> = await db.query(`SELECT count(*)::int AS n FROM ${sql}`, params);
      return rows[0]!.n;
    },
    async close() {
      await publisher.close();
      await client.close();
      await stopAll();
    },
  };
}

export type ServiceUnderTest = Awaited<ReturnType<typeof startServiceUnderTest>>;
