import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { eventually, freePort, testRunEnv } from '@crescendo/testing';
import { sharedRateCounters } from '../src/http/shared-rate-counters.js';

const minute = 60_000;
/** Half a minute into the next minute, for the whole test: no window ends (nor its Redis key) while it runs. */
const midMinute = (Math.floor(Date.now() / minute) + 1.5) * minute;
const clock = () => midMinute;

/** Counts one request of `client` in `store`: what @fastify/rate-limit does before each request. */
function count(
  store: {
    incr: (
      key: string,
      answer: (e: Error | null, r?: { current: number; ttl: number }) => void,
      w: number,
      m: number,
    ) => void;
  },
  client: string,
  max: number,
): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) =>
    store.incr(client, (error, result) => (error ? reject(error) : resolve(result!)), minute, max),
  );
}

describe('gateway: rate counters shared by replicas through Redis, counted in batches', () => {
  const redis = new Redis(testRunEnv().redisUrl);
  const stops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const stop of stops) await stop();
    redis.disconnect();
  });

  /** A replica's counters; replicas given the same prefix share their budgets. */
  function replica(prefix: string, client: Redis = redis) {
    const counters = sharedRateCounters({ redis: client, prefix, flushMs: 50, clock });
    stops.push(() => counters.stop());
    return new counters.Store();
  }
  const freshPrefix = () => `${testRunEnv().redisPrefix}rate-${randomBytes(3).toString('hex')}:`;
  const sharedTotal = async (prefix: string) => {
    const keys = await redis.keys(`${prefix}*`);
    return keys.length ? Number(await redis.get(keys[0]!)) : 0;
  };

  it('far from the budget answers without Redis, then adds the counts there in one flush', async () => {
    const prefix = freshPrefix();
    const store = replica(prefix);
    const answers = [];
    for (let i = 0; i < 100; i += 1) answers.push(await count(store, 'api:203.0.113.1', 1000));
    expect(answers.map((answer) => answer.current)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(answers.every((answer) => answer.ttl === minute / 2)).toBe(true);
    expect(await sharedTotal(prefix)).toBe(0);
    await eventually(
      () => sharedTotal(prefix),
      (total) => total === 100,
    );
  });

  it('one replica: exactly max requests pass, the next is over', async () => {
    const store = replica(freshPrefix());
    const counts: number[] = [];
    for (let i = 0; i < 11; i += 1) counts.push((await count(store, 'api:203.0.113.2', 10)).current);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('two replicas share one budget: what one counted, the other sees before deciding near the limit', async () => {
    const prefix = freshPrefix();
    const [a, b] = [replica(prefix), replica(prefix)];
    for (let i = 0; i < 5; i += 1) await count(a, 'api:203.0.113.3', 10);
    for (let i = 0; i < 5; i += 1) await count(b, 'api:203.0.113.3', 10);
    await eventually(
      () => sharedTotal(prefix),
      (total) => total === 10,
    );
    expect((await count(a, 'api:203.0.113.3', 10)).current).toBe(11);
    expect((await count(b, 'api:203.0.113.3', 10)).current).toBe(12);
  });

  it('clients and windows are counted apart', async () => {
    const store = replica(freshPrefix());
    for (let i = 0; i < 3; i += 1) await count(store, 'api:203.0.113.4', 4);
    expect((await count(store, 'api:203.0.113.5', 4)).current).toBe(1);
    expect((await count(store, 'realms:203.0.113.4', 4)).current).toBe(1);
  });

  it('with Redis unreachable the replica still limits on its own counts, and never fails the request', async () => {
    const unreachable = new Redis({
      port: await freePort(),
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    unreachable.on('error', () => undefined);
    const store = replica(freshPrefix(), unreachable);
    const counts: number[] = [];
    for (let i = 0; i < 6; i += 1) counts.push((await count(store, 'api:203.0.113.6', 5)).current);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
    unreachable.disconnect();
  });
});
