import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { serviceEnv } from '@crescendo/testing';
import { QuotaLimiter, quotaHeadroom, type QuotaSlot } from '../src/google/quota-limiter.js';

/**
 * The slots the limiter hands out from Redis (GCRA's virtual scheduling). Spacing is read on the slots themselves
 * (Redis's clock), not on the waits: calls asked at once reach Redis a few ms apart on a loaded machine.
 */
describe('QuotaLimiter', () => {
  const redis = new Redis(serviceEnv().REDIS_URL!);
  afterAll(() => redis.quit());
  const freshPrefix = () => `${serviceEnv().REDIS_PREFIX}quota-test:${randomBytes(4).toString('hex')}:`;
  const limiter = (user: number, client: number, prefix = freshPrefix()) =>
    new QuotaLimiter(redis, { prefix, userRequestsPerSecond: user, clientRequestsPerSecond: client });
  /** The gaps between successive slots, in ms. */
  const gaps = (slots: QuotaSlot[]) => {
    const sorted = slots.map((slot) => slot.slotAt).sort((a, b) => a - b);
    return sorted.slice(1).map((at, i) => at - sorted[i]!);
  };
  const spread = (slots: QuotaSlot[]) =>
    Math.max(...slots.map((slot) => slot.slotAt)) - Math.min(...slots.map((slot) => slot.slotAt));
  const waits = (slots: QuotaSlot[]) => slots.map((slot) => slot.waitMs);

  it('spaces one user’s calls by the user interval, whoever asks (as many limiters as workers)', async () => {
    const prefix = freshPrefix();
    const shared = limiter(10, 1000, prefix);
    const twin = limiter(10, 1000, prefix);
    const slots = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? shared : twin).reserve('marie', 'client')),
    );
    const interval = 1000 / (10 * quotaHeadroom);
    expect(Math.min(...waits(slots))).toBeLessThanOrEqual(5);
    for (const gap of gaps(slots)) expect(gap).toBeGreaterThanOrEqual(interval - 0.5);
    expect(spread(slots)).toBeGreaterThanOrEqual(11 * interval - 1);
  });

  it('keeps users apart, but every user of the client under the client’s rate', async () => {
    const quota = limiter(10, 20);
    const users = await Promise.all(['a', 'b'].map((user) => quota.reserve(user, 'client')));
    // Two users' first calls: the second waits only for the client's slot (50 ms), not the user's (100 ms).
    expect(spread(users)).toBeLessThan(1000 / (10 * quotaHeadroom) - 20);
    const many = await Promise.all(
      Array.from({ length: 10 }, (_, i) => quota.reserve(`user-${i}`, 'client')),
    );
    for (const gap of gaps(many)) expect(gap).toBeGreaterThanOrEqual(1000 / (20 * quotaHeadroom) - 0.5);
  });

  it('lets other users take the client’s free slots while one user’s backlog waits (issue 11.8)', async () => {
    const quota = limiter(10, 20);
    // One teacher's ten calls: a second of their own slots ahead.
    const backlog = await Promise.all(Array.from({ length: 10 }, () => quota.reserve('busy', 'client')));
    expect(spread(backlog)).toBeGreaterThan(900);
    // Another teacher's call goes at the client's next free slot, between the first teacher's: not after them.
    const other = await quota.reserve('idle', 'client');
    expect(other.waitMs).toBeLessThan(2 * (1000 / (20 * quotaHeadroom)) + 10);
    expect(backlog.map((slot) => slot.slotAt)).not.toContain(other.slotAt);
  });
});
