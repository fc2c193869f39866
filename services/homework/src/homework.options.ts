import { schoolTimeZone } from '@crescendo/domain';

/** What a test may replace: the clock and the organisation's time zone. */
export interface HomeworkOptions {
  now: () => Date;
  timeZone: string;
}

export const HOMEWORK_OPTIONS = Symbol('HOMEWORK_OPTIONS');

export const defaultHomeworkOptions: HomeworkOptions = { now: () => new Date(), timeZone: schoolTimeZone };
