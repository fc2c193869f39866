import type { Db } from '@crescendo/service-kit';

/** Replicas starting together seed the demo one after the other (until the transaction ends). */
export async function lockDemoSeed(db: Db): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('identity-demo-seed'))`);
}
