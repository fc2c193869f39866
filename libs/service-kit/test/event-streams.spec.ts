import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { ensureEventStreams, streamName } from '../src/index.js';
import { OwnNatsServer } from '@crescendo/testing';

describe('ensureEventStreams', () => {
  let nats: OwnNatsServer;
  let connections: NatsConnection[];
  const newPrefix = () => `t${randomUUID().slice(0, 8)}.`;

  beforeAll(async () => {
    // A server of its own: a fresh JetStream store, as on a platform's first start.
    nats = await OwnNatsServer.start();
    connections = await Promise.all(Array.from({ length: 150 }, () => connect({ servers: nats.url })));
  });
  afterAll(async () => {
    await Promise.all(connections.map((nc) => nc.close()));
    await nats.destroy();
  });

  it('lets every process of a platform create the same streams at the same moment', async () => {
    // nats-server 2.9 answers an add "subjects overlap" when it crosses another's registration of the same
    // stream: rare per round (four runs of four failed here without the fix), met once by the journeys'
    // platform with its eight processes.
    for (let round = 0; round < 100; round++) {
      const prefix = newPrefix();
      const results = await Promise.allSettled(connections.map((nc) => ensureEventStreams(nc, prefix)));
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      const jsm = await jetstreamManager(connections[0]!);
      for (const [base, subject] of [
        ['EVENTS', 'evt.>'],
        ['DEAD_LETTERS', 'dlq.>'],
        ['LIVE', 'live.>'],
      ] as const) {
        const info = await jsm.streams.info(streamName(prefix, base));
        expect(info.config.subjects).toEqual([`${prefix}${subject}`]);
      }
    }
  }, 120_000);

  it('still refuses to start beside a stream of another name that takes the same subjects', async () => {
    const prefix = newPrefix();
    const jsm = await jetstreamManager(connections[0]!);
    await jsm.streams.add({ name: `OTHER_${randomUUID().slice(0, 8)}`, subjects: [`${prefix}evt.>`] });
    await expect(ensureEventStreams(connections[1]!, prefix)).rejects.toThrow(/subjects overlap/);
  });
});
