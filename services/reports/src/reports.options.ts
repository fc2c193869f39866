import { schoolTimeZone } from '@crescendo/domain';

/** What a test may replace: the clock and the school's time zone (today's day, where a term stands). */
export interface ReportsOptions {
  now: () => Date;
  timeZone: string;
}

export const REPORTS_OPTIONS = Symbol('REPORTS_OPTIONS');

export const defaultReportsOptions: ReportsOptions = { now: () => new Date(), timeZone: schoolTimeZone };
