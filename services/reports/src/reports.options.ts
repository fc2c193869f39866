import { reportCardBatchHours } from '@crescendo/contracts';
import { schoolTimeZone } from '@crescendo/domain';

/**
 * What a test may replace: the clock and the school's time zone (today's day, where a term stands), and how
 * long a report-card job's zip is kept (`reportCardBatchHours`; a test waits seconds).
 */
export interface ReportsOptions {
  now: () => Date;
  timeZone: string;
  batchKeptMs: number;
}

export const REPORTS_OPTIONS = Symbol('REPORTS_OPTIONS');

export const defaultReportsOptions: ReportsOptions = {
  now: () => new Date(),
  timeZone: schoolTimeZone,
  batchKeptMs: reportCardBatchHours * 3600 * 1000,
};
