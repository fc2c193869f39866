import {
  backoffSeconds,
  defaultAttemptBudgets,
  defaultSignUpsPerAddressPerHour,
  twoFactorCodesPerSignIn,
  type BackoffSchedule,
} from '../src/attempt-budgets.js';

describe('growing delays after failed attempts', () => {
  const schedule: BackoffSchedule = {
    free: 3,
    firstDelaySeconds: 2,
    maxDelaySeconds: 60,
    windowSeconds: 3600,
  };

  it('costs nothing for the free failures, then doubles up to the cap', () => {
    expect([0, 1, 2].map((n) => backoffSeconds(n, schedule))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 7, 8].map((n) => backoffSeconds(n, schedule))).toEqual([2, 4, 8, 16, 32, 60]);
    expect(backoffSeconds(10_000, schedule)).toBe(60);
  });

  it('never locks for good: every default has a cap and a window', () => {
    for (const budget of Object.values(defaultAttemptBudgets)) {
      expect(backoffSeconds(Number.MAX_SAFE_INTEGER, budget)).toBe(budget.maxDelaySeconds);
      expect(budget.maxDelaySeconds).toBeLessThanOrEqual(3600);
      expect(budget.windowSeconds).toBeLessThanOrEqual(3600);
    }
  });

  it('has the defaults the issue asks for', () => {
    expect(defaultAttemptBudgets.joinCodePerAccount.free).toBe(10);
    // After 10 wrong codes, the 11th attempt of the hour waits until the hour is over.
    expect(backoffSeconds(9, defaultAttemptBudgets.joinCodePerAccount)).toBe(0);
    expect(backoffSeconds(10, defaultAttemptBudgets.joinCodePerAccount)).toBe(3600);
    expect(twoFactorCodesPerSignIn).toBe(5);
    // One account tried from one address: 5 free failures, then 2 s, 4 s, ... 15 minutes at most.
    expect(backoffSeconds(4, defaultAttemptBudgets.signInPerAccountAndAddress)).toBe(0);
    expect(backoffSeconds(5, defaultAttemptBudgets.signInPerAccountAndAddress)).toBe(2);
    expect(backoffSeconds(20, defaultAttemptBudgets.signInPerAccountAndAddress)).toBe(900);
    expect(defaultSignUpsPerAddressPerHour).toBe(10);
  });
});
