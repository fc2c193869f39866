import { Inject, Injectable } from '@nestjs/common';
import { backoffSeconds, defaultAttemptBudgets, type BackoffSchedule } from '@crescendo/domain';
import { AppException, REDIS, SERVICE_CONFIG, type ServiceInfra } from '@crescendo/service-kit';
import { AttemptBudget, longestWait } from '@crescendo/service-kit/limits';
import type { GroupsConfig } from './config.js';

type Redis = NonNullable<ServiceInfra['redis']>;

/**
 * Wrong connection codes, counted in Redis (shared by the replicas) per account and per client address:
 * 10 per account per hour by default, then no code is even looked at until the hour is over, so codes
 * cannot be enumerated from one account, nor from one address with many accounts.
 */
@Injectable()
export class JoinCodeLimits {
  private readonly byAccount: AttemptBudget;
  private readonly byAddress: AttemptBudget;

  constructor(@Inject(REDIS) redis: Redis, @Inject(SERVICE_CONFIG) config: GroupsConfig) {
    const prefix = `${config.REDIS_PREFIX}groups:limits:join-code`;
    const budget = (name: string, schedule: BackoffSchedule) =>
      new AttemptBudget(redis, {
        prefix: `${prefix}:${name}`,
        windowSeconds: schedule.windowSeconds,
        delayAfter: (failures) => backoffSeconds(failures, schedule),
      });
    const d = defaultAttemptBudgets;
    this.byAccount = budget('account', {
      ...d.joinCodePerAccount,
      free: config.JOIN_CODE_FREE_FAILURES_PER_ACCOUNT,
    });
    this.byAddress = budget('address', {
      ...d.joinCodePerAddress,
      free: config.JOIN_CODE_FREE_FAILURES_PER_ADDRESS,
    });
  }

  /** Throws 429 (`Retry-After`) while the account or the address has spent its wrong codes. */
  async assertMayTry(userId: string, address: string | undefined): Promise<void> {
    const wait = await longestWait(this.keys(userId, address));
    if (wait > 0) throw AppException.rateLimited(wait);
  }

  async wrongCode(userId: string, address: string | undefined): Promise<void> {
    await Promise.all(this.keys(userId, address).map(([budget, key]) => budget.fail(key)));
  }

  private keys(userId: string, address: string | undefined): Array<[AttemptBudget, string]> {
    return address
      ? [
          [this.byAccount, userId],
          [this.byAddress, address],
        ]
      : [[this.byAccount, userId]];
  }
}
