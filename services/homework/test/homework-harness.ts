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
import { createHomeworkService, type HomeworkServiceSetup } from '../src/homework.service-definition.js';

/**
 * The homework service against the machine's real PostgreSQL (a schema of this harness's own) and a NATS
 * server of this file's own with the NATS boundary. The real groups service runs beside it from its
 * dist/ (a service never imports another): homework asks it who teaches a group and who is in it. The
 * client stands where the gateway stands (gateway's user, signing actors).
 */
export async function startHomework(setup: HomeworkServiceSetup = {}, env: Record<string, string> = {}) {
  const prefix = serviceEnv().NATS_PREFIX!;
  const nats = await OwnNatsServer.start({ prefix });
  const started: Array<RunningBuiltService | RunningService> = [];
  const stopAll = async () => {
    for (const service of started.reverse()) await ('stop' in service ? service.stop() : service.close());
    await nats.destroy();
  };
  try {
    started.push(await startBuiltService('groups', serviceEnv({ ...nats.envFor('groups'), ...env })));
    const schema = setup.schema ?? `homework_${randomBytes(4).toString('hex')}`;
    started.push(
      (await startService(
        createHomeworkService({ ...setup, schema }),
        serviceEnv({ ...nats.envFor('homework'), ...env }),
      )) as unknown as RunningService,
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  const homework = started[1] as RunningService;
  const client = testServiceClient({ natsUrl: nats.url, prefix, access: nats.accessFor('gateway') });
  const groupsEvents: NatsConnection = await nats.connectAs('groups');
  const db = homework.infra.dataSource!;

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
    /** Publishes as the groups service would (its NATS user may publish `evt.groups.*`). */
    async publishAsGroups(subject: string, data: unknown, organizationId: string) {
      const envelope = {
        id: randomUUID(),
        subject,
        occurredAt: new Date().toISOString(),
        organizationId,
        data,
      };
      await jetstream(groupsEvents).publish(prefixSubject(prefix, subject), JSON.stringify(envelope), {
        msgID: envelope.id,
      });
    },
    async count(sql: string, params: unknown[] = []): Promise<number> {
      const rows: Array<{ n: number }> = await db.query(`SELECT count(*)::int AS n FROM ${sql}`, params);
      return rows[0]!.n;
    },
    async close() {
      await groupsEvents.close();
      await client.close();
      await stopAll();
    },
  };
}

export type HomeworkHarness = Awaited<ReturnType<typeof startHomework>>;
