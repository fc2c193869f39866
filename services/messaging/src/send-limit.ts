import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppException, REDIS, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { MessagingConfig } from './config.js';

/** What a use case asks of the limit: take one message of the user's budget, or refuse (RATE_LIMITED). */
export interface SendLimitPort {
  take(userId: string): Promise<void>;
}

/** The budget's key names its user: an erased account's goes with it (issue 31 §3). */
export interface SendLimitEraser {
  forget(userId: string): Promise<void>;
}

/**
 * Messages per user per minute (MESSAGES_PER_MINUTE), counted in Redis so that every replica sees the same
 * budget (rate-limiter-flexible's atomic counters). Over budget: RATE_LIMITED with the wait.
 */
@Injectable()
export class SendLimit implements SendLimitPort, SendLimitEraser {
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(REDIS) @Optional() redis: Redis, @Inject(SERVICE_CONFIG) config: MessagingConfig) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.REDIS_PREFIX}messaging:send`,
      points: config.MESSAGES_PER_MINUTE,
      duration: 60,
    });
  }

  async take(userId: string): Promise<void> {
    try {
      await this.limiter.consume(userId, 1);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new AppException('RATE_LIMITED', 'messaging.tooFast', {
        params: { seconds },
        retryAfterSeconds: seconds,
      });
    }
  }

  async forget(userId: string): Promise<void> {
    await this.limiter.delete(userId);
  }
}
