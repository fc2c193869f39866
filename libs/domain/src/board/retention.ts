import { schoolYearOf } from '../school-year.js';

/** The durations a school's board and school set (the `retention.*` policies; decision 0059 gives the defaults). */
export interface RetentionDurations {
  formerStudentMonths: number;
  chatSchoolYears: number;
  recordingsMonths: number;
  aiLogMonths: number;
  signInTraceDays: number;
  loansSchoolYears: number;
}

/** The categories purged by time (the others last as long as what they belong to: an account, a membership). */
export type TimedRetentionCategory =
  'practice-and-grades' | 'chat' | 'recordings' | 'ai-log' | 'sign-in-traces' | 'loans';

const monthsBefore = (now: Date, months: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

/**
 * Each timed category's cut-off at `now` (issue 31 §5): rows dated before it are past their time. Practice and
 * grades: a former student's newest row older than `formerStudentMonths` (the services keep a current
 * student's). Chat: kept to the end of its school year plus `chatSchoolYears` years, so everything before the
 * 1 September (midnight in Quebec) that many school years before the current one. Recordings and the AI log
 * count months; sign-in traces days. Loans (closed ones: an open loan has no return to count from) as chat: kept
 * to the end of the school year of their return plus `loansSchoolYears` years.
 */
export function retentionCutoffs(
  now: Date,
  durations: RetentionDurations,
): Record<TimedRetentionCategory, Date> {
  const currentStart = Number(schoolYearOf(now).slice(0, 4));
  // 1 September 00:00 in America/Toronto is 04:00 UTC (daylight time in September).
  const septemberBefore = (years: number) => new Date(Date.UTC(currentStart - years, 8, 1, 4));
  const chat = septemberBefore(durations.chatSchoolYears);
  return {
    'practice-and-grades': monthsBefore(now, durations.formerStudentMonths),
    chat,
    recordings: monthsBefore(now, durations.recordingsMonths),
    'ai-log': monthsBefore(now, durations.aiLogMonths),
    'sign-in-traces': new Date(now.getTime() - durations.signInTraceDays * 86_400_000),
    loans: septemberBefore(durations.loansSchoolYears),
  };
}
