import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { DiscardPolicy, jetstreamManager } from '@nats-io/jetstream';
import { defaultStreamLimits, ensureEventStreams, streamName } from '../src/index.js';
import { OwnNatsServer } from '@crescendo/testing';

describe('ensureEventStreams', () => {
  let nats: OwnNatsServer;
  let connections: NatsConnection[];
  const newPrefix = () => `t${randomUUID().slice(0, 8)}.`;
  const configOf = async (name: string) =>
    (await (await jetstreamManager(connections[0]!)).streams.info(name)).config;

  beforeAll(async () => {
    // A server of its own: a fresh JetStream store, as on a platform's first start.
    nats = await OwnNatsServer.start();
    connections = await Promise.all(Array.from({ length: 8 }, () => connect({ servers: nats.url })));
  });
  afterAll(async () => {
    await Promise.all(connections.map((nc) => nc.close()));
    await nats.destroy();
  });

  it('lets every process of a platform create the same streams at the same moment', async () => {
    for (let round = 0; round < 10; round++) {
      const prefix = newPrefix();
      const results = await Promise.allSettled(connections.map((nc) => ensureEventStreams(nc, prefix)));
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      for (const [base, subject] of [
        ['EVENTS', 'evt.>'],
        ['DEAD_LETTERS', 'dlq.>'],
        ['LIVE', 'live.>'],
      ] as const) {
        expect((await configOf(streamName(prefix, base))).subjects).toEqual([`${prefix}${subject}`]);
      }
    }
  });

  it('brings a stream that an earlier release created to the configured limits', async () => {
    // The server refuses this add (the name is in use with another configuration): the stream is updated.
    // The same path takes the stream as it is when nats-server 2.9 refuses an add that crossed another
    // process's creation of it ("subjects overlap"): a race this suite cannot bring about at will.
    const prefix = newPrefix();
    const events = streamName(prefix, 'EVENTS');
    const jsm = await jetstreamManager(connections[0]!);
    await jsm.streams.add({ name: events, subjects: [`${prefix}evt.>`], max_age: 7 * 24 * 3600 * 1e9 });

    await ensureEventStreams(connections[1]!, prefix);
    expect((await configOf(events)).max_age).toBe(30 * 24 * 3600 * 1e9);
    expect((await configOf(streamName(prefix, 'LIVE'))).subjects).toEqual([`${prefix}live.>`]);
  });

  it('gives the streams the replicas, ages and sizes of the configuration', async () => {
    const prefix = newPrefix();
    const MiB = 1024 * 1024;
    const limits = {
      ...defaultStreamLimits,
      NATS_EVENTS_MAX_AGE_DAYS: 14,
      NATS_EVENTS_MAX_BYTES: 64 * MiB,
      NATS_DEAD_LETTERS_MAX_BYTES: 8 * MiB,
      NATS_LIVE_MAX_BYTES: 16 * MiB,
    };
    await ensureEventStreams(connections[0]!, prefix, limits);
    expect(await configOf(streamName(prefix, 'EVENTS'))).toMatchObject({
      num_replicas: 1,
      max_age: 14 * 24 * 3600 * 1e9,
      max_bytes: 64 * MiB,
      // Full, it refuses new events (the outbox keeps them) rather than dropping unread ones.
      discard: DiscardPolicy.New,
    });
    expect(await configOf(streamName(prefix, 'DEAD_LETTERS'))).toMatchObject({
      max_age: 90 * 24 * 3600 * 1e9,
      max_bytes: 8 * MiB,
      discard: DiscardPolicy.Old,
    });
    expect(await configOf(streamName(prefix, 'LIVE'))).toMatchObject({ max_bytes: 16 * MiB });

    // Changed by the operator, applied by the next process to start.
    await ensureEventStreams(connections[1]!, prefix, { ...limits, NATS_EVENTS_MAX_BYTES: 32 * MiB });
    expect((await configOf(streamName(prefix, 'EVENTS'))).max_bytes).toBe(32 * MiB);
  });

  it('refuses to start with more replicas than the NATS servers can hold', async () => {
    // One server here: three replicas need a cluster of three (production's overlay).
    await expect(
      ensureEventStreams(connections[0]!, newPrefix(), { ...defaultStreamLimits, NATS_STREAM_REPLICAS: 3 }),
    ).rejects.toThrow(/replicas/i);
  });

  it('refuses to start beside a stream of another name that takes the same subjects', async () => {
    const prefix = newPrefix();
    const jsm = await jetstreamManager(connections[0]!);
    await jsm.streams.add({ name: `OTHER_${randomUUID().slice(0, 8)}`, subjects: [`${prefix}evt.>`] });
    await expect(ensureEventStreams(connections[1]!, prefix)).rejects.toThrow(/subjects overlap/);
  });
});
