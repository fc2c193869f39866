import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { z } from 'zod';
import { defineLiveEvent, liveSubject, liveTopic } from '@crescendo/contracts';
import { prefixSubject, startService, streamName, type RunningService } from '../src/index.js';
import {
  attempts,
  eventually as eventuallyWithin,
  OwnNatsServer,
  probeService,
  ProbeService,
  serviceEnv,
} from '@crescendo/testing';

/** Events cross NATS and a relay's poll: a longer wait than the harness's default. */
const eventually = <T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000) =>
  eventuallyWithin(probe, accept, timeoutMs);

describe('events: outbox, JetStream, durable consumers', () => {
  let nats: OwnNatsServer;
  let running: RunningService;
  let probe: ProbeService;
  let observer: NatsConnection;
  const prefix = serviceEnv().NATS_PREFIX!;
  const seenCount = async (id: string) => {
    const rows: Array<{ n: number }> = await running.infra.dataSource!.query(
      `SELECT count(*)::int AS n FROM notes_seen WHERE note_id = $1`,
      [id],
    );
    return rows[0]!.n;
  };

  beforeAll(async () => {
    // This suite stops NATS: it runs its own server, never the machine's.
    nats = await OwnNatsServer.start();
    running = await startService(probeService, serviceEnv({ NATS_URL: nats.url }));
    probe = running.app.get(ProbeService);
    observer = await connect({ servers: nats.url, maxReconnectAttempts: -1, reconnectTimeWait: 200 });
  });
  afterAll(async () => {
    await observer.close();
    await running.close();
    await nats.destroy();
  });

  it('delivers an event committed while NATS is unreachable once NATS is back', async () => {
    await nats.stop();
    const { id } = await probe.create('écrit pendant la panne', 0, null);
    const pending = await running.infra.dataSource!.query(
      `SELECT published_at FROM outbox WHERE payload->>'id' = $1`,
      [id],
    );
    expect(pending).toEqual([{ published_at: null }]);

    await new Promise((resolve) => setTimeout(resolve, 500));
    await nats.resume();
    await eventually(
      () => seenCount(id),
      (n) => n === 1,
      20_000,
    );
    const published = await running.infra.dataSource!.query(
      `SELECT published_at IS NOT NULL AS published FROM outbox WHERE payload->>'id' = $1`,
      [id],
    );
    expect(published).toEqual([{ published: true }]);
  });

  it('runs the handler once when JetStream delivers the same event again', async () => {
    const { id } = await probe.create('livré deux fois', 0, null);
    await eventually(
      () => seenCount(id),
      (n) => n === 1,
    );
    const [row] = await running.infra.dataSource!.query(
      `SELECT id, subject, payload, created_at FROM outbox WHERE payload->>'id' = $1`,
      [id],
    );
    // The same event again under another message id: JetStream cannot de-duplicate it; the consumer must.
    const envelope = {
      id: row.id,
      subject: row.subject,
      occurredAt: new Date(row.created_at).toISOString(),
      organizationId: null,
      data: row.payload,
    };
    const js = jetstream(observer);
    await js.publish(prefixSubject(prefix, row.subject), JSON.stringify(envelope), { msgID: randomUUID() });
    await js.publish(prefixSubject(prefix, row.subject), JSON.stringify(envelope), { msgID: randomUUID() });
    const { id: later } = await probe.create('après les doublons', 0, null);
    await eventually(
      () => seenCount(later),
      (n) => n === 1,
    );
    expect(await seenCount(id)).toBe(1);
    expect(attempts.get('livré deux fois')).toBe(1);
  });

  it('retries a failing handler with backoff, then dead-letters it', async () => {
    const { id } = await probe.create('fail: partition illisible', 0, null);
    const jsm = await jetstreamManager(observer);
    const dlqStream = streamName(prefix, 'DEAD_LETTERS');
    const dlqSubject = prefixSubject(prefix, 'dlq.probe.evt.probe.note.created');
    const parked = await eventually(
      async () => {
        try {
          return await jsm.streams.getMessage(dlqStream, { last_by_subj: dlqSubject });
        } catch {
          return null;
        }
      },
      (message) => message !== null,
    );
    expect(attempts.get('fail: partition illisible')).toBe(3);
    expect(parked!.json<{ id: string; data: { id: string } }>().data.id).toBe(id);
    expect(parked!.header.get('x-dead-letter-reason')).toBe('refusing fail: partition illisible');
    expect(parked!.header.get('x-dead-letter-attempts')).toBe('3');
    // Its failed attempts wrote nothing (each rolled back).
    expect(await seenCount(id)).toBe(0);
    // And the consumer goes on with the next events.
    const { id: next } = await probe.create('la suite', 0, null);
    await eventually(
      () => seenCount(next),
      (n) => n === 1,
    );
  });

  it('relays a live event written with addLive to the LIVE stream after commit, and none for a rollback', async () => {
    const contract = defineLiveEvent('probe.note.shown', z.object({ text: z.string() }));
    const groupId = randomUUID();
    const topic = liveTopic('group', groupId);
    const { dataSource, outbox } = running.infra;
    await dataSource!
      .transaction(async (manager) => {
        await outbox.addLive(manager, topic, contract, { text: 'annulé' }, { organizationId: null });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await dataSource!.transaction((manager) =>
      outbox.addLive(manager, topic, contract, { text: 'montré' }, { organizationId: null }),
    );
    const jsm = await jetstreamManager(observer);
    const stored = await eventually(
      () =>
        jsm.streams
          .getMessage(streamName(prefix, 'LIVE'), { last_by_subj: prefixSubject(prefix, liveSubject(topic)) })
          .catch(() => null),
      (message) => message !== null,
    );
    const envelope = stored!.json<{ data: unknown }>();
    expect(envelope.data).toEqual({ name: 'probe.note.shown', data: { text: 'montré' } });
    // The first on that subject is the committed one: the rolled-back write never left.
    const first = await jsm.streams.getMessage(streamName(prefix, 'LIVE'), {
      seq: 1,
      next_by_subj: prefixSubject(prefix, liveSubject(topic)),
    } as never);
    expect(first!.seq).toBe(stored!.seq);
    await expect(
      dataSource!.transaction((manager) =>
        outbox.addLive(manager, topic, contract, { text: 42 } as never, { organizationId: null }),
      ),
    ).rejects.toThrow();
  });
});
