import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface AttemptBudgetOptions {
  /** Redis key prefix of this budget, e.g. `crescendo:identity:signin:address`. */
  prefix: string;
  /** Failures are forgotten this long after the first one of the window. */
  windowSeconds: number;
  /** Seconds before the next attempt, after `failures` failures in the window (a rule of libs/domain). */
  delayAfter: (failures: number) => number;
}

/**
 * Failed attempts per key (an address, an account), counted in Redis so that every replica sees them, with
 * a wait after enough failures. The counting and the waits are rate-limiter-flexible's (atomic in Redis);
 * the schedule is the caller's.
 */
export class AttemptBudget {
  private readonly failures: RateLimiterRedis;
  private readonly waits: RateLimiterRedis;

  constructor(
    redis: Redis,
    private readonly options: AttemptBudgetOptions,
  ) {
    this.failures = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${options.prefix}:failures`,
      points: Number.MAX_SAFE_INTEGER,
      duration: options.windowSeconds,
    });
    // A one-point limiter used only through block(): a key is waiting while it is blocked.
    this.waits = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${options.prefix}:wait`,
      points: 1,
      duration: 1,
    });
  }

  /** Seconds before an attempt for `key` is heard; 0: now. */
  async waitSeconds(key: string): Promise<number> {
    const state = await this.waits.get(key);
    return state && state.consumedPoints > 1 ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
  }

  /** Counts a failure; returns the wait it brings (0 when still free). */
  async fail(key: string): Promise<number> {
    const counted = await this.failures.penalty(key, 1);
    const wait = this.options.delayAfter(counted.consumedPoints);
    if (wait > 0) await this.waits.block(key, wait);
    return wait;
  }

  /** Failures of `key` within its window. */
  async failuresOf(key: string): Promise<number> {
    return Math.max(0, (await this.failures.get(key))?.consumedPoints ?? 0);
  }

  /** Forgets up to `count` of `key`'s failures (a wait it already brought stays). */
  async forgive(key: string, count: number): Promise<void> {
    const forgiven = Math.min(count, await this.failuresOf(key));
    if (forgiven > 0) await this.failures.reward(key, forgiven);
  }

  /** A success: what this key failed before is forgotten. */
  async clear(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.waits.delete(key)]);
  }
}

/** The longest wait among several budgets' keys: an attempt is heard only when none of them waits. */
export async function longestWait(checks: Array<[AttemptBudget, string]>): Promise<number> {
  const waits = await Promise.all(checks.map(([budget, key]) => budget.waitSeconds(key)));
  return Math.max(0, ...waits);
}

/**
 * A plain quota: `points` actions per key per `durationSeconds` (sign-ups per address). `take` answers the
 * seconds to wait when the quota is spent, 0 when the action may go ahead (and is counted).
 */
export class Quota {
  private readonly limiter: RateLimiterRedis;

  constructor(redis: Redis, options: { prefix: string; points: number; durationSeconds: number }) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: options.prefix,
      points: options.points,
      duration: options.durationSeconds,
    });
  }

  async take(key: string): Promise<number> {
    try {
      await this.limiter.consume(key, 1);
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  }

  /** Seconds before the quota of `key` allows an action again, without spending any; 0: now. */
  async waitSeconds(key: string): Promise<number> {
    const state = await this.limiter.get(key);
    return state && state.remainingPoints <= 0 ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
