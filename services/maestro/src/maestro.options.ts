import { schoolTimeZone } from '@crescendo/domain';

/** What a test may replace: the clock and the school's time zone (the budgets' day). */
export interface MaestroOptions {
  now: () => Date;
  timeZone: string;
}

export const MAESTRO_OPTIONS = Symbol('MAESTRO_OPTIONS');

export const defaultMaestroOptions: MaestroOptions = { now: () => new Date(), timeZone: schoolTimeZone };
