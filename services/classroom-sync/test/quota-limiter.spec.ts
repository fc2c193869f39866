import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { serviceEnv } from '@crescendo/testing';
import { QuotaLimiter, quotaHeadroom } from '../src/google/quota-limiter.js';

/** The slots the limiter hands out from Redis (GCRA's virtual scheduling), read as the delays it answers. */
describe('QuotaLimiter', () => {
  const redis = new Redis(serviceEnv().REDIS_URL!);
  afterAll(() => redis.quit());
  const freshPrefix = () => `${serviceEnv().REDIS_PREFIX}quota-test:${randomBytes(4).toString('hex')}:`;
  const limiter = (user: number, client: number, prefix = freshPrefix()) =>
    new QuotaLimiter(redis, { prefix, userRequestsPerSecond: user, clientRequestsPerSecond: client });
  /** The gaps between successive slots, in ms (the slots of calls asked at once). */
  const gaps = (delays: number[]) => {
    const sorted = [...delays].sort((a, b) => a - b);
    return sorted.slice(1).map((delay, i) => delay - sorted[i]!);
  };

  it('spaces one user’s calls by the user interval, whoever asks (as many limiters as workers)', async () => {
    const prefix = freshPrefix();
    const shared = limiter(10, 1000, prefix);
    const twin = limiter(10, 1000, prefix);
    const delays = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? shared : twin).reserve('marie', 'client')),
    );
    const interval = 1000 / (10 * quotaHeadroom);
    expect(Math.min(...delays)).toBeLessThanOrEqual(5);
    for (const gap of gaps(delays)) expect(gap).toBeGreaterThanOrEqual(Math.floor(interval) - 2);
    expect(Math.max(...delays)).toBeGreaterThanOrEqual(Math.floor(11 * interval) - 5);
  });

  it('keeps users apart, but every user of the client under the client’s rate', async () => {
    const quota = limiter(10, 20);
    const users = await Promise.all(['a', 'b'].map((user) => quota.reserve(user, 'client')));
    // Two users' first calls: the second waits only for the client's slot (50 ms), not the user's (100 ms).
    expect(Math.max(...users) - Math.min(...users)).toBeLessThan(1000 / (10 * quotaHeadroom) - 20);
    const many = await Promise.all(
      Array.from({ length: 10 }, (_, i) => quota.reserve(`user-${i}`, 'client')),
    );
    for (const gap of gaps(many))
      expect(gap).toBeGreaterThanOrEqual(Math.floor(1000 / (20 * quotaHeadroom)) - 2);
  });

  it('lets other users take the client’s free slots while one user’s backlog waits (issue 11.8)', async () => {
    const quota = limiter(10, 20);
    // One teacher's ten calls: a second of their own slots ahead.
    const backlog = await Promise.all(Array.from({ length: 10 }, () => quota.reserve('busy', 'client')));
    expect(Math.max(...backlog)).toBeGreaterThan(900);
    // Another teacher's call goes at the client's next free slot, between the first teacher's: not after them.
    const other = await quota.reserve('idle', 'client');
    expect(other).toBeLessThan(2 * (1000 / (20 * quotaHeadroom)) + 10);
    expect(backlog).not.toContain(other);
  });
});
