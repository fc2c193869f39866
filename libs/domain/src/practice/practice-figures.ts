import { inRange, shiftDay, type CalendarDay, type DayRange } from './calendar-day.js';
import {
  matchesType,
  minutesPerDay,
  minutesPerWeek,
  practiceChartWeeks,
  weekStartOf,
  weeklyAverageMinutes,
  type PracticeRecord,
  type PracticeType,
  type PracticeTypeFilter,
} from './practice-statistics.js';

/** A day's practice of one type, summed where the reports are (the homework service's `practiceDays`). */
export interface PracticeDayTotal {
  date: CalendarDay;
  type: PracticeType;
  reports: number;
  minutes: number;
}

/** The figures of a student's statistics, from day totals rather than from every report. */
export interface PracticeFigures {
  range: DayRange;
  count: number;
  totalMinutes: number;
  /** Per practice in the period; null without one. */
  averageMinutes: number | null;
  /** Spec §9: over the 4 weeks ending today, weeks with practice only; null without one. */
  weeklyAverageMinutes: number | null;
  /** Every day of the range, oldest first. */
  perDay: { day: CalendarDay; minutes: number }[];
  /** The `practiceChartWeeks` calendar weeks ending with today's, oldest first. */
  perWeek: { weekStart: CalendarDay; minutes: number }[];
}

/**
 * The days whose totals `practiceFigures` needs besides the period's: the chart's weeks up to today, which
 * hold the weekly average's 4 weeks too.
 */
export function recentWeeksRange(today: CalendarDay, weeks: number = practiceChartWeeks): DayRange {
  return { from: shiftDay(weekStartOf(today), -7 * (weeks - 1)), to: today };
}

/** Day totals as the statistics' records (a day's minutes weigh what its reports weighed together), of a type. */
function asRecords(
  days: readonly PracticeDayTotal[],
  type: PracticeTypeFilter,
): Array<PracticeRecord & { reports: number }> {
  return days
    .map((day) => ({
      practiceDate: day.date,
      duration: day.minutes,
      type: day.type,
      submittedAt: '',
      reports: day.reports,
    }))
    .filter((record) => matchesType(record, type));
}

/** Spec §9's weekly figures of a type from `recentWeeksRange(today)`'s totals: the average and the chart. */
export function recentPracticeWeeks(
  recentDays: readonly PracticeDayTotal[],
  options: { today: CalendarDay; type: PracticeTypeFilter },
): Pick<PracticeFigures, 'weeklyAverageMinutes' | 'perWeek'> {
  const recent = asRecords(recentDays, options.type);
  return {
    weeklyAverageMinutes: weeklyAverageMinutes(recent, options.today),
    perWeek: minutesPerWeek(recent, options.today),
  };
}

/**
 * Spec §2 and §9, a student's statistics for a period and a type: `periodDays` are the totals of `range`,
 * `recentDays` those of `recentWeeksRange(today)`: each figure only adds minutes and reports per day, so
 * PostgreSQL's day totals give what every report would.
 */
export function practiceFigures(
  periodDays: readonly PracticeDayTotal[],
  recentDays: readonly PracticeDayTotal[],
  options: { range: DayRange; today: CalendarDay; type: PracticeTypeFilter },
): PracticeFigures {
  const { range, today, type } = options;
  const inPeriod = asRecords(periodDays, type).filter((record) => inRange(record.practiceDate, range));
  const count = inPeriod.reduce((sum, record) => sum + record.reports, 0);
  const totalMinutes = inPeriod.reduce((sum, record) => sum + record.duration, 0);
  return {
    range,
    count,
    totalMinutes,
    averageMinutes: count === 0 ? null : Math.round(totalMinutes / count),
    perDay: minutesPerDay(inPeriod, range),
    ...recentPracticeWeeks(recentDays, { today, type }),
  };
}
