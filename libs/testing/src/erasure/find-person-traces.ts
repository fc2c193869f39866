import type { RunningPlatform } from '../platform/start-platform.js';
import { jetStreamTraces } from './jetstream-traces.js';
import type { PersonToFind, PersonTrace } from './person-terms.js';
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
  const nc = await platform.nats.connectAs('operator');
  try {
    return [
      ...(await postgresTraces(platform.database, person)),
      ...(await redisTraces(platform.redis, person)),
      ...(await jetStreamTraces(nc, person)),
    ];
  } finally {
    await nc.close();
  }
}
