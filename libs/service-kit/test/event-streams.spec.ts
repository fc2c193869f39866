import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { ensureEventStreams, streamName } from '../src/index.js';
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

  it('keeps a stream of its name that an earlier release created with other limits', async () => {
    // The server refuses this add (the name is in use with another configuration). The same path keeps the
    // stream when nats-server 2.9 refuses an add that crossed another process's creation of it ("subjects
    // overlap"): a race this suite cannot bring about at will.
    const prefix = newPrefix();
    const events = streamName(prefix, 'EVENTS');
    const jsm = await jetstreamManager(connections[0]!);
    await jsm.streams.add({ name: events, subjects: [`${prefix}evt.>`], max_age: 7 * 24 * 3600 * 1e9 });

    await ensureEventStreams(connections[1]!, prefix);
    expect((await configOf(events)).max_age).toBe(7 * 24 * 3600 * 1e9);
    expect((await configOf(streamName(prefix, 'LIVE'))).subjects).toEqual([`${prefix}live.>`]);
  });

  it('refuses to start beside a stream of another name that takes the same subjects', async () => {
    const prefix = newPrefix();
    const jsm = await jetstreamManager(connections[0]!);
    await jsm.streams.add({ name: `OTHER_${randomUUID().slice(0, 8)}`, subjects: [`${prefix}evt.>`] });
    await expect(ensureEventStreams(connections[1]!, prefix)).rejects.toThrow(/subjects overlap/);
  });
});
