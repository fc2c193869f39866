import { schoolTimeZone } from '@crescendo/domain';

/** What a test may replace: the clock and the school's time zone (events' wall-clock times). */
export interface PlanningOptions {
  now: () => Date;
  timeZone: string;
}

export const PLANNING_OPTIONS = Symbol('PLANNING_OPTIONS');

export const defaultPlanningOptions: PlanningOptions = { now: () => new Date(), timeZone: schoolTimeZone };
