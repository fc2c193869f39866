import { daysBetween, inRange, shiftDay, type CalendarDay, type DayRange } from './calendar-day.js';

/** Spec §3: a practice report's type — 'homework' answers an assignment, 'general' is voluntary. */
export type PracticeType = 'homework' | 'general';

/** Spec §9, the type filter: all, assigned (homework), voluntary (general). */
export const practiceTypeFilters = ['all', 'assigned', 'voluntary'] as const;
export type PracticeTypeFilter = (typeof practiceTypeFilters)[number];

export const recentPracticeCount = 5;
export const practiceHistorySize = 10;
export const weeklyAverageWeeks = 4;

/** What the statistics read of a practice report (or a submission, which is one too). */
export interface PracticeRecord {
  practiceDate: CalendarDay;
  /** Minutes. */
  duration: number;
  type: PracticeType;
  /** ISO instant: orders two practices of one day. */
  submittedAt: string;
}

export function matchesType(record: PracticeRecord, filter: PracticeTypeFilter): boolean {
  if (filter === 'all') return true;
  return record.type === (filter === 'assigned' ? 'homework' : 'general');
}

/** Most recent first: by practice date, then by when it was reported. */
export function byMostRecent(a: PracticeRecord, b: PracticeRecord): number {
  if (a.practiceDate !== b.practiceDate) return a.practiceDate < b.practiceDate ? 1 : -1;
  return a.submittedAt < b.submittedAt ? 1 : a.submittedAt > b.submittedAt ? -1 : 0;
}

/**
 * Spec §9: the average minutes per week over the last 4 weeks (28 days ending today), counting only the
 * weeks that have a practice. Null when none has.
 */
export function weeklyAverageMinutes(records: PracticeRecord[], today: CalendarDay): number | null {
  const weeks = new Array<number>(weeklyAverageWeeks).fill(0);
  const practised = new Array<boolean>(weeklyAverageWeeks).fill(false);
  for (const record of records) {
    const ago = daysBetween(record.practiceDate, today);
    if (ago < 0 || ago >= weeklyAverageWeeks * 7) continue;
    const week = Math.floor(ago / 7);
    weeks[week]! += record.duration;
    practised[week] = true;
  }
  const counted = weeks.filter((_, week) => practised[week]);
  if (counted.length === 0) return null;
  return Math.round(counted.reduce((sum, minutes) => sum + minutes, 0) / counted.length);
}

/** Minutes per day over a range, every day present (a chart's bars), oldest first. */
export function minutesPerDay(
  records: PracticeRecord[],
  range: DayRange,
): { day: CalendarDay; minutes: number }[] {
  const days = daysBetween(range.from, range.to) + 1;
  const totals = new Map<CalendarDay, number>();
  for (const record of records)
    if (inRange(record.practiceDate, range))
      totals.set(record.practiceDate, (totals.get(record.practiceDate) ?? 0) + record.duration);
  return Array.from({ length: days }, (_, index) => {
    const day = shiftDay(range.from, index);
    return { day, minutes: totals.get(day) ?? 0 };
  });
}

/** The Monday that starts the week of `day` (weeks run Monday to Sunday, as in the French calendar). */
export function weekStartOf(day: CalendarDay): CalendarDay {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return shiftDay(day, -((weekday + 6) % 7));
}

export const practiceChartWeeks = 8;

/** Minutes per calendar week, the `weeks` weeks ending with today's, every week present, oldest first. */
export function minutesPerWeek(
  records: PracticeRecord[],
  today: CalendarDay,
  weeks: number = practiceChartWeeks,
): { weekStart: CalendarDay; minutes: number }[] {
  const first = shiftDay(weekStartOf(today), -7 * (weeks - 1));
  const totals = new Array<number>(weeks).fill(0);
  for (const record of records) {
    const index = Math.floor(daysBetween(first, record.practiceDate) / 7);
    if (index >= 0 && index < weeks) totals[index]! += record.duration;
  }
  return totals.map((minutes, index) => ({ weekStart: shiftDay(first, 7 * index), minutes }));
}
