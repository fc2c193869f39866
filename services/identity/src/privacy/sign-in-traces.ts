import type { Redis } from 'ioredis';
import type { Db } from '@crescendo/service-kit';

/**
 * A person's sign-in traces outside the declared tables (issue 31 §3, decision 0059): the embedded provider's
 * sessions, grants and tokens of the account (`oidc_models`, whose payload names the account), in the
 * erasure's transaction.
 */
export async function eraseProviderRecords(db: Db, userId: string): Promise<void> {
  await db.query(`DELETE FROM oidc_models WHERE payload->>'accountId' = $1`, [userId]);
}

/**
 * The sign-in budgets that name the address (`<prefix>identity:limits:…`, rate-limiter-flexible's keys end
 * with the lower-cased address, alone or with a client address or device): found with SCAN (never KEYS, which
 * blocks Redis), deleted. Answers how many keys went.
 */
export async function eraseSignInBudgets(redis: Redis, redisPrefix: string, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  let removed = 0;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}identity:limits:*`, 'COUNT', 500);
    cursor = next;
    const naming = keys.filter((key) => key.includes(address));
    if (naming.length > 0) removed += await redis.del(...naming);
  } while (cursor !== '0');
  return removed;
}
