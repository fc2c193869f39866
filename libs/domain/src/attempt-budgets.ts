/**
 * How failed attempts (passwords, two-factor codes, connection codes) are paid for. The first `free`
 * failures within the window are heard at once; from the `free`-th on, each makes the next attempt wait, twice as long
 * as the last time, never longer than `maxDelaySeconds`. Nothing locks for good: a stranger who fails on
 * purpose makes the owner wait at most `maxDelaySeconds`, and the count forgets after `windowSeconds`.
 */
export interface BackoffSchedule {
  /** Failures within the window after which the next attempt must wait. */
  free: number;
  /** The wait after the `free`-th failure. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures are forgotten this long after the first one of the window. */
  windowSeconds: number;
}

/** Seconds before the next attempt is heard, after `failures` failures within the window. */
export function backoffSeconds(failures: number, schedule: BackoffSchedule): number {
  if (failures < schedule.free) return 0;
  const doublings = failures - schedule.free;
  // 2^31 and beyond only overflow; the cap is reached long before.
  if (doublings >= 31) return schedule.maxDelaySeconds;
  return Math.min(schedule.firstDelaySeconds * 2 ** doublings, schedule.maxDelaySeconds);
}

const minute = 60;
const hour = 60 * minute;

/**
 * The platform's defaults (each overridable by the identity and groups services' environment).
 * Sign-in: a client address trying many accounts, one account tried from one address, one account tried
 * from anywhere. A school behind one NAT address shares the first, so it is the most generous.
 */
export const defaultAttemptBudgets = {
  signInPerAddress: { free: 30, firstDelaySeconds: 2, maxDelaySeconds: 15 * minute, windowSeconds: hour },
  signInPerAccountAndAddress: {
    free: 5,
    firstDelaySeconds: 2,
    maxDelaySeconds: 15 * minute,
    windowSeconds: hour,
  },
  signInPerAccount: { free: 20, firstDelaySeconds: 5, maxDelaySeconds: 15 * minute, windowSeconds: hour },
  /** Wrong two-factor codes of one account, across its sign-ins (each sign-in also stops at 5). */
  twoFactorPerAccount: { free: 10, firstDelaySeconds: 30, maxDelaySeconds: 15 * minute, windowSeconds: hour },
  /** Wrong connection codes: at most 10 per account per hour, then no attempt is heard until the hour is over. */
  joinCodePerAccount: { free: 10, firstDelaySeconds: hour, maxDelaySeconds: hour, windowSeconds: hour },
  joinCodePerAddress: { free: 30, firstDelaySeconds: hour, maxDelaySeconds: hour, windowSeconds: hour },
} satisfies Record<string, BackoffSchedule>;

/** Wrong two-factor codes one sign-in may send; the next attempt sends it back to the password. */
export const twoFactorCodesPerSignIn = 5;

/** New accounts one client address may create per hour. */
export const defaultSignUpsPerAddressPerHour = 10;
