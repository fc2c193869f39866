import { randomBytes, randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { Actor, EventContract } from '@crescendo/contracts';
import { createGroup, eventEnvelopeSchema, joinGroup } from '@crescendo/contracts';
import {
  EVENTS_STREAM,
  prefixSubject,
  startService,
  streamName,
  type RunningService,
} from '@crescendo/service-kit';
import {
  callersOf,
  eventually,
  OwnNatsServer,
  serviceEnv,
  startBuiltService,
  testServiceClient,
} from '@crescendo/testing';
import { startMailCatcher } from '@crescendo/mail-catcher';
import type { z } from 'zod';
import { createGroupsService, type GroupsServiceSetup } from '../src/groups.service-definition.js';

/**
 * The groups service against the machine's real PostgreSQL (the run's database, a schema of this
 * file's own) and a NATS server of this file's own with the NATS boundary, so that test files running
 * side by side never answer each other's requests nor consume each other's events. The real identity
 * runs beside it (from its dist/: a service never imports another) on the same NATS server and prefix.
 * The client stands where the gateway stands (gateway's user, signing actors); `identityEvents`
 * publishes as identity does; the observer (the server's operator) reads the stream.
 */
export async function startGroups(setup: GroupsServiceSetup = {}, env: Record<string, string> = {}) {
  const prefix = serviceEnv().NATS_PREFIX!;
  const nats = await OwnNatsServer.start({ prefix });
  // Identity's mail (invitation links) lands here.
  const mail = await startMailCatcher();
  // Identity's users live in this file's `identity` schema, shared by its harnesses: an address of this
  // harness's own.
  const specialAdminEmail = `maestro-${randomBytes(4).toString('hex')}@crescendo.test`;
  const overrides = { ...nats.envFor('groups'), SPECIAL_ADMIN_EMAIL: specialAdminEmail, ...env };
  const identity = await startBuiltService(
    'identity',
    serviceEnv({ ...nats.envFor('identity'), SMTP_URL: mail.smtpUrl }),
  ).catch(async (error: unknown) => {
    await mail.close();
    await nats.destroy();
    throw error;
  });
  const schema = setup.schema ?? `groups_${randomBytes(4).toString('hex')}`;
  const running = (await startService(createGroupsService({ ...setup, schema }), serviceEnv(overrides)).catch(
    async (error: unknown) => {
      await identity.stop();
      await mail.close();
      await nats.destroy();
      throw error;
    },
  )) as unknown as RunningService;
  const client = testServiceClient({ natsUrl: nats.url, prefix, access: nats.accessFor('gateway') });
  const observer: NatsConnection = await nats.connectAs('operator');
  const identityEvents: NatsConnection = await nats.connectAs('identity');
  const js = jetstream(identityEvents);
  const jsm = await jetstreamManager(observer);
  const stream = streamName(prefix, EVENTS_STREAM);
  const db = running.infra.dataSource!;

  return {
    running,
    nats,
    mail,
    /** The groups schema's name before the file's suffix: give it to another start to reuse its data. */
    schema,
    specialAdminEmail,
    client,
    db,
    ...callersOf(client),
    /** A group of `teacher` with `students` in it (they join with its code). */
    async groupWith(
      teacher: Actor,
      students: Actor[] = [],
      name = `MUS212 — Harmonie ${randomUUID().slice(0, 4)}`,
    ) {
      const group = await client.request(createGroup, { name }, teacher);
      for (const student of students)
        await client.request(joinGroup, { code: group.connectionCode! }, student);
      return group;
    },
    /**
     * The last event on `contract`'s subject in the events stream, as its producer published it: the
     * envelope and the message's bytes.
     */
    async lastEvent<C extends EventContract<z.ZodType>>(contract: C) {
      const stored = await jsm.streams.getMessage(stream, {
        last_by_subj: prefixSubject(prefix, contract.subject),
      });
      if (!stored) throw new Error(`no ${contract.subject} in the stream`);
      const envelope = eventEnvelopeSchema.parse(stored.json());
      return {
        envelope: { ...envelope, data: contract.data.parse(envelope.data) as z.output<C['data']> },
        bytes: stored.data,
      };
    },
    /**
     * `bytes` delivered to the consumers once more, as JetStream redelivers a message whose
     * acknowledgement was lost: the same envelope (same event id) in a new stream message (another
     * message id, or the stream's duplicate window would drop it). Returns its stream sequence.
     */
    async deliverAgain<C extends EventContract<z.ZodType>>(contract: C, bytes: Uint8Array) {
      const ack = await js.publish(prefixSubject(prefix, contract.subject), bytes, { msgID: randomUUID() });
      return ack.seq;
    },
    /** Until groups' consumer of `contract` has acknowledged the stream up to `seq` (handled or skipped). */
    async acknowledged<C extends EventContract<z.ZodType>>(contract: C, seq: number) {
      const subject = prefixSubject(prefix, contract.subject);
      const durable = async () => {
        for await (const info of jsm.consumers.list(stream))
          if (info.config.filter_subject === subject && info.name.startsWith('groups')) return info.name;
        throw new Error(`groups has no consumer of ${contract.subject}`);
      };
      const name = await durable();
      await eventually(
        async () => (await jsm.consumers.info(stream, name)).ack_floor.stream_seq,
        (floor) => floor >= seq,
      );
    },
    async outbox(
      where: string,
      params: unknown[],
    ): Promise<Array<{ subject: string; payload: Record<string, unknown> }>> {
      return db.query(
        `SELECT subject, payload FROM outbox WHERE ${where} ORDER BY created_at, subject`,
        params,
      );
    },
    async count(sql: string, params: unknown[] = []): Promise<number> {
      const rows: Array<{ n: number }> = await db.query(`SELECT count(*)::int AS n FROM ${sql}`, params);
      return rows[0]!.n;
    },
    async close() {
      await observer.close();
      await identityEvents.close();
      await client.close();
      await running.close();
      await identity.stop();
      await mail.close();
      await nats.destroy();
    },
  };
}

export type GroupsHarness = Awaited<ReturnType<typeof startGroups>>;

export { eventually };
