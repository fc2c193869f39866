import { randomBytes, randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import {
  createGroup,
  joinGroup,
  liveSubject,
  type Actor,
  type Group,
  type LiveTopic,
} from '@crescendo/contracts';
import {
  LIVE_STREAM,
  prefixSubject,
  startService,
  streamName,
  type RunningService,
} from '@crescendo/service-kit';
import {
  callersOf,
  OwnNatsServer,
  serviceEnv,
  startBuiltService,
  testServiceClient,
  type RunningBuiltService,
} from '@crescendo/testing';
import { messagingService } from '../src/messaging.service-definition.js';

/**
 * The messaging service against the machine's real PostgreSQL (a schema of this harness's own) and Redis,
 * and a NATS server of this file's own with the NATS boundary. The real groups service runs beside it from
 * its dist/: messaging asks it who may read a group's chat. The client stands where the gateway stands.
 */
export async function startMessaging(env: Record<string, string> = {}) {
  const prefix = serviceEnv().NATS_PREFIX!;
  const nats = await OwnNatsServer.start({ prefix });
  const started: Array<RunningBuiltService | RunningService> = [];
  const stopAll = async () => {
    for (const service of started.reverse()) await ('stop' in service ? service.stop() : service.close());
    await nats.destroy();
  };
  try {
    started.push(await startBuiltService('groups', serviceEnv({ ...nats.envFor('groups') })));
    started.push(
      (await startService(
        {
          ...messagingService,
          database: { ...messagingService.database!, schema: `messaging_${randomBytes(4).toString('hex')}` },
        },
        serviceEnv({
          ...nats.envFor('messaging'),
          REDIS_PREFIX: `${serviceEnv().REDIS_PREFIX}${randomBytes(3).toString('hex')}:`,
          ...env,
        }),
      )) as unknown as RunningService,
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  const messaging = started[1] as RunningService;
  const client = testServiceClient({ natsUrl: nats.url, prefix, access: nats.accessFor('gateway') });
  const operator: NatsConnection = await nats.connectAs('operator');
  const db = messaging.infra.dataSource!;
  const jsm = await jetstreamManager(operator);

  return {
    nats,
    client,
    db,
    service: messaging,
    prefix,
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
    /** Publishes an event as the service that owns it would (the operator may publish anything). */
    async publishEvent(subject: string, data: unknown, organizationId: string | null) {
      const envelope = {
        id: randomUUID(),
        subject,
        occurredAt: new Date().toISOString(),
        organizationId,
        data,
      };
      await jetstream(operator).publish(prefixSubject(prefix, subject), JSON.stringify(envelope), {
        msgID: envelope.id,
      });
    },
    /** The live events relayed to a topic so far (their `{ name, data }`), oldest first. */
    async liveEvents(topic: LiveTopic): Promise<Array<{ name: string; data: Record<string, unknown> }>> {
      const stream = streamName(prefix, LIVE_STREAM);
      const subject = prefixSubject(prefix, liveSubject(topic));
      const found: Array<{ name: string; data: Record<string, unknown> }> = [];
      for (let seq = 1; ;) {
        const message = await jsm.streams
          .getMessage(stream, { seq, next_by_subj: subject } as never)
          .catch(() => null);
        if (!message) return found;
        found.push(message.json<{ data: { name: string; data: Record<string, unknown> } }>().data);
        seq = message.seq + 1;
      }
    },
    async count(sql: string, params: unknown[] = []): Promise<number> {
      const rows: Array<{ n: number }> = await db.query(`SELECT count(*)::int AS n FROM ${sql}`, params);
      return rows[0]!.n;
    },
    async close() {
      await operator.close();
      await client.close();
      await stopAll();
    },
  };
}

export type MessagingHarness = Awaited<ReturnType<typeof startMessaging>>;
