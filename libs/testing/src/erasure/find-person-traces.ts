import type { RunningPlatform } from '../platform/start-platform.js';
import { jetStreamTraces } from './jetstream-traces.js';
import { termsOf, type PersonToFind, type PersonTrace } from './person-terms.js';
import { postgresTraces } from './postgres-traces.js';
import { redisTraces } from './redis-traces.js';

/**
 * Issue 31 §3's proof, for a running platform: what still names the person in any of its schemas, under
 * its Redis prefix, or in any stream of its NATS server. An erasure is proven when this is empty (or holds
 * only what a declared legal hold keeps).
 */
export async function findPersonTraces(
  platform: Pick<RunningPlatform, 'database' | 'redis' | 'nats'>,
  person: PersonToFind,
): Promise<PersonTrace[]> {
  return findTraces(platform, termsOf(person));
}

/**
 * The same search for any terms (lower-cased): a deleted organisation's id (decision 0079), several people at
 * once.
 */
export async function findTraces(
  platform: Pick<RunningPlatform, 'database' | 'redis' | 'nats'>,
  terms: string[],
): Promise<PersonTrace[]> {
  const lower = terms.map((term) => term.toLowerCase());
  const nc = await platform.nats.connectAs('operator');
  try {
    return [
      ...(await postgresTraces(platform.database, lower)),
      ...(await redisTraces(platform.redis, lower)),
      ...(await jetStreamTraces(nc, lower)),
    ];
  } finally {
    await nc.close();
  }
}
