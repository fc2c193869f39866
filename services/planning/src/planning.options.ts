import type { Agent } from 'node:https';
import { schoolTimeZone } from '@crescendo/domain';

/**
 * What a test may replace: the clock, the school's time zone (events' wall-clock times), and the HTTPS agent
 * web push posts with (a test's trusts its local push service's certificate).
 */
export interface PlanningOptions {
  now: () => Date;
  timeZone: string;
  pushAgent?: Agent;
}

export const PLANNING_OPTIONS = Symbol('PLANNING_OPTIONS');

export const defaultPlanningOptions: PlanningOptions = { now: () => new Date(), timeZone: schoolTimeZone };
