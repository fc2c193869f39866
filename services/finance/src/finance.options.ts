import { schoolTimeZone } from '@crescendo/domain';

/** What a test may replace: the clock and the organisation's time zone. */
export interface FinanceOptions {
  now: () => Date;
  timeZone: string;
}

export const FINANCE_OPTIONS = Symbol('FINANCE_OPTIONS');

export const defaultFinanceOptions: FinanceOptions = { now: () => new Date(), timeZone: schoolTimeZone };
