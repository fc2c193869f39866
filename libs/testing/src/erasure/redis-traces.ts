import { Redis } from 'ioredis';
import { traceIn, type PersonTrace } from './person-terms.js';

/** The text of a key's value, whatever its type (a BullMQ job is a hash, its events a stream). */
async function valueText(redis: Redis, key: string): Promise<string> {
  switch (await redis.type(key)) {
    case 'string':
      return (await redis.get(key)) ?? '';
    case 'hash':
      return JSON.stringify(await redis.hgetall(key));
    case 'list':
      return JSON.stringify(await redis.lrange(key, 0, -1));
    case 'set':
      return JSON.stringify(await redis.smembers(key));
    case 'zset':
      return JSON.stringify(await redis.zrange(key, '0', '-1'));
    case 'stream':
      return JSON.stringify(await redis.xrange(key, '-', '+'));
    default:
      return '';
  }
}

/** Every key under the platform's prefix whose name or value holds one of the terms (lower-cased). */
export async function redisTraces(
  options: { redisUrl: string; redisPrefix: string },
  terms: string[],
): Promise<PersonTrace[]> {
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    const traces: PersonTrace[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${options.redisPrefix}*`, 'COUNT', 1000);
      cursor = next;
      for (const key of keys) {
        const found = traceIn(key, terms) ?? traceIn(await valueText(redis, key), terms);
        if (found) traces.push({ store: 'redis', place: key, ...found });
      }
    } while (cursor !== '0');
    return traces;
  } finally {
    redis.disconnect();
  }
}
