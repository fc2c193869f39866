import type { Redis } from 'ioredis';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Counter {
  /** The count Redis last returned: every replica's requests it had been told of. */
  shared: number;
  /** This replica's requests not yet added in Redis. */
  pending: number;
  /** Requests already on their way to Redis in a flush. */
  sending: number;
  windowEnd: number;
}

export interface SharedRateCountersOptions {
  redis: Redis;
  prefix: string;
  /** How long a replica may keep its counts to itself while a client is far from its budget. */
  flushMs: number;
  /** The time (tests hold it mid-window, so that no window ends during a test). */
  clock?: () => number;
}

/**
 * A store for @fastify/rate-limit whose counts every gateway replica shares through Redis, without a Redis
 * round trip per request: each client's counter lives in fixed windows (aligned on the clock, so every
 * replica names the same Redis key); while a client has used less than half of its budget the replica
 * counts locally and adds its counts in Redis every `flushMs` (one pipeline for every client); from half
 * the budget on, each request is counted in Redis before it is answered, so the decision near the limit is
 * exact. A client can exceed its budget only by what other replicas counted in their last `flushMs` while
 * the client was under half of it. Why: docs/decisions/0023-rate-limits-counted-in-batches.md.
 */
export function sharedRateCounters(options: SharedRateCountersOptions) {
  const counters = new Map<string, Counter>();
  let timer: NodeJS.Timeout | null = null;
  const clock = options.clock ?? Date.now;

  /** A client's counter for the window `now` falls in; its key is also its Redis key (after the prefix). */
  function counterFor(key: string, timeWindow: number, now: number): [string, Counter] {
    const windowEnd = (Math.floor(now / timeWindow) + 1) * timeWindow;
    const windowKey = `${key}:${windowEnd}`;
    let counter = counters.get(windowKey);
    if (!counter) {
      counter = { shared: 0, pending: 0, sending: 0, windowEnd };
      counters.set(windowKey, counter);
    }
    return [windowKey, counter];
  }

  /** Adds `count` to the client's window in Redis; resolves with the shared total. */
  async function addInRedis(windowKey: string, counter: Counter, count: number): Promise<number> {
    const redisKey = `${options.prefix}${windowKey}`;
    const result = await options.redis
      .multi()
      .incrby(redisKey, count)
      .pexpireat(redisKey, counter.windowEnd + 1000)
      .exec();
    const [error, total] = result?.[0] ?? [new Error('rate counter: no reply from Redis'), null];
    if (error) throw error;
    return Number(total);
  }

  async function flush(): Promise<void> {
    timer = null;
    const now = clock();
    const batch = options.redis.pipeline();
    const sent: Array<[string, Counter, number]> = [];
    for (const [windowKey, counter] of counters) {
      if (counter.windowEnd < now && counter.pending === 0 && counter.sending === 0) {
        counters.delete(windowKey);
        continue;
      }
      if (counter.pending === 0) continue;
      const redisKey = `${options.prefix}${windowKey}`;
      batch.incrby(redisKey, counter.pending).pexpireat(redisKey, counter.windowEnd + 1000);
      sent.push([windowKey, counter, counter.pending]);
      counter.sending += counter.pending;
      counter.pending = 0;
    }
    if (sent.length === 0) return;
    try {
      const results = (await batch.exec()) ?? [];
      sent.forEach(([, counter, count], index) => {
        counter.sending -= count;
        const [error, total] = results[index * 2] ?? [];
        if (!error && total !== undefined)
          counter.shared = Math.max(counter.shared, Number(total) - counter.pending - counter.sending);
        else counter.pending += count; // Redis did not take it: counted again at the next flush
      });
    } catch {
      // Redis unreachable: the counts stay here (and keep limiting this replica) until it answers again.
      for (const [, counter, count] of sent) {
        counter.sending -= count;
        counter.pending += count;
      }
    }
    schedule();
  }

  function schedule(): void {
    if (timer || ![...counters.values()].some((counter) => counter.pending > 0)) return;
    timer = setTimeout(() => void flush(), options.flushMs);
    timer.unref();
  }

  // @fastify/rate-limit constructs it with its options (unused: the counters are configured above).
  class SharedRateStore {
    routePrefix = '';

    incr(key: string, answer: Answer, timeWindow: number, max: number): void {
      const now = clock();
      const [windowKey, counter] = counterFor(`${this.routePrefix}${key}`, timeWindow, now);
      const ttl = counter.windowEnd - now;
      const local = counter.shared + counter.pending + counter.sending + 1;
      if (local * 2 <= max) {
        counter.pending += 1;
        schedule();
        answer(null, { current: local, ttl });
        return;
      }
      // Near the budget: this request and the ones kept so far are counted in Redis now.
      const count = counter.pending + 1;
      counter.pending = 0;
      counter.sending += count;
      addInRedis(windowKey, counter, count).then(
        (total) => {
          counter.sending -= count;
          counter.shared = Math.max(counter.shared, total - counter.pending - counter.sending);
          answer(null, { current: total, ttl });
        },
        () => {
          // Redis unreachable: this replica's own count decides, and is added in Redis when it answers.
          counter.sending -= count;
          counter.pending += count;
          schedule();
          answer(null, { current: local, ttl });
        },
      );
    }

    /** A route with a budget of its own counts apart (unused by the gateway today: one budget per area). */
    child(routeOptions: { method: string | string[]; url: string }): SharedRateStore {
      const store = new SharedRateStore();
      store.routePrefix = `${this.routePrefix}${String(routeOptions.method)}${routeOptions.url}-`;
      return store;
    }
  }

  return {
    Store: SharedRateStore,
    /** Sends what this replica still holds (at shutdown). */
    flush,
    stop(): Promise<void> {
      if (timer) clearTimeout(timer);
      return flush();
    },
  };
}
