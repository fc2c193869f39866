import {
  backoffSeconds,
  defaultAttemptBudgets,
  twoFactorCodesPerSignIn,
  type BackoffSchedule,
} from '@crescendo/domain';
import { type ServiceInfra } from '@crescendo/service-kit';
import { AttemptBudget, longestWait, Quota } from '@crescendo/service-kit/limits';
import type { IdentityConfig } from '../config.js';

type Redis = NonNullable<ServiceInfra['redis']>;

function budget(redis: Redis, prefix: string, schedule: BackoffSchedule): AttemptBudget {
  return new AttemptBudget(redis, {
    prefix,
    windowSeconds: schedule.windowSeconds,
    delayAfter: (failures) => backoffSeconds(failures, schedule),
  });
}

/**
 * The budgets of the sign-in pages, in Redis (shared by identity's replicas). Passwords: per client
 * address (one client trying many accounts), per account from one address, per account from anywhere,
 * each with growing waits and none for good, so a stranger cannot keep an owner out. A browser known to the
 * account (its device cookie) skips the address's two budgets for that account and has one of its own. Two-factor codes:
 * 5 wrong per sign-in (then back to the password), and per account across sign-ins. Sign-ups per address.
 */
export class SignInLimits {
  private readonly byAddress: AttemptBudget;
  private readonly byAccountAtAddress: AttemptBudget;
  private readonly byAccountOnDevice: AttemptBudget;
  private readonly byAccount: AttemptBudget;
  private readonly codesBySignIn: AttemptBudget;
  private readonly codesByAccount: AttemptBudget;
  private readonly signUps: Quota;

  constructor(redis: Redis, redisPrefix: string, config: IdentityConfig) {
    const prefix = `${redisPrefix}identity:limits:`;
    const signIn = (schedule: BackoffSchedule, free: number): BackoffSchedule => ({
      ...schedule,
      free,
      firstDelaySeconds: config.SIGNIN_FIRST_DELAY_SECONDS ?? schedule.firstDelaySeconds,
      maxDelaySeconds: config.SIGNIN_MAX_DELAY_SECONDS ?? schedule.maxDelaySeconds,
    });
    const d = defaultAttemptBudgets;
    this.byAddress = budget(
      redis,
      `${prefix}signin:address`,
      signIn(d.signInPerAddress, config.SIGNIN_FREE_FAILURES_PER_ADDRESS),
    );
    this.byAccountAtAddress = budget(
      redis,
      `${prefix}signin:account-address`,
      signIn(d.signInPerAccountAndAddress, config.SIGNIN_FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS),
    );
    // A known browser's own budget for its account (OWASP: a device cookie that fails is itself held back).
    this.byAccountOnDevice = budget(
      redis,
      `${prefix}signin:account-device`,
      signIn(d.signInPerAccountAndAddress, config.SIGNIN_FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS),
    );
    this.byAccount = budget(
      redis,
      `${prefix}signin:account`,
      signIn(d.signInPerAccount, config.SIGNIN_FREE_FAILURES_PER_ACCOUNT),
    );
    // Not a wait but a marker: once a sign-in has had its wrong codes, its next code is not even checked.
    this.codesBySignIn = new AttemptBudget(redis, {
      prefix: `${prefix}2fa:sign-in`,
      windowSeconds: 3600,
      delayAfter: (failures) => (failures >= twoFactorCodesPerSignIn ? 3600 : 0),
    });
    this.codesByAccount = budget(redis, `${prefix}2fa:account`, {
      ...d.twoFactorPerAccount,
      free: config.TWO_FACTOR_FREE_FAILURES_PER_ACCOUNT,
    });
    this.signUps = new Quota(redis, {
      prefix: `${prefix}signup:address`,
      points: config.SIGNUPS_PER_ADDRESS_PER_HOUR,
      durationSeconds: 3600,
    });
  }

  /**
   * Seconds before a password for `email` from `address` is checked; 0: now. `device`: the browser holds a
   * device cookie for this account (device-cookies.ts), so its address's budgets do not hold it back.
   */
  passwordWait(email: string, address: string, device?: string): Promise<number> {
    return longestWait(this.passwordKeys(email, address, device));
  }

  /** A wrong password (or an unknown e-mail: both look the same): counted on the address's (or the device's) and the account's budgets. */
  async passwordFailed(email: string, address: string, device?: string): Promise<void> {
    await Promise.all(this.passwordKeys(email, address, device).map(([budget, key]) => budget.fail(key)));
  }

  /**
   * The right password: the account's failures are forgotten. The address forgets only this account's
   * mistypes (a pupil who got it right the second time), never others' failures (one good account would clear a spray).
   */
  async passwordSucceeded(email: string, address: string, device?: string): Promise<void> {
    const mistyped = device ? 0 : await this.byAccountAtAddress.failuresOf(pair(email, address));
    await Promise.all([
      this.byAddress.forgive(address, mistyped),
      this.byAccountAtAddress.clear(pair(email, address)),
      ...(device ? [this.byAccountOnDevice.clear(pair(email, device))] : []),
      this.byAccount.clear(key(email)),
    ]);
  }

  /** A new second-factor step begins (right after the password): its count of wrong codes starts at 0. */
  startCodes(signIn: string): Promise<void> {
    return this.codesBySignIn.clear(signIn);
  }

  /** This sign-in has used its wrong codes: it must start over at the password. */
  async codesSpent(signIn: string): Promise<boolean> {
    return (await this.codesBySignIn.waitSeconds(signIn)) > 0;
  }

  codeWait(userId: string): Promise<number> {
    return this.codesByAccount.waitSeconds(userId);
  }

  async codeFailed(signIn: string, userId: string): Promise<void> {
    await Promise.all([this.codesBySignIn.fail(signIn), this.codesByAccount.fail(userId)]);
  }

  async codeSucceeded(signIn: string, userId: string): Promise<void> {
    await Promise.all([this.codesBySignIn.clear(signIn), this.codesByAccount.clear(userId)]);
  }

  /** Takes one sign-up from the address's hourly quota; the seconds to wait when it is spent. */
  signUpWait(address: string): Promise<number> {
    return this.signUps.take(address);
  }

  private passwordKeys(email: string, address: string, device?: string): Array<[AttemptBudget, string]> {
    if (device)
      return [
        [this.byAccountOnDevice, pair(email, device)],
        [this.byAccount, key(email)],
      ];
    return [
      [this.byAddress, address],
      [this.byAccountAtAddress, pair(email, address)],
      [this.byAccount, key(email)],
    ];
  }
}

const key = (email: string) => email.trim().toLowerCase();
const pair = (email: string, place: string) => `${key(email)}|${place}`;
