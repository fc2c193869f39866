import { daysBetween, type CalendarDay } from './calendar-day.js';

/**
 * Practice-integrity flags: a report is shown to the teacher with why it looks unlikely, never refused.
 * The limits are the product's; the teacher can dismiss a flag.
 */
export const integrityLimits = {
  /** Far above the student's usual: more than 3 × their median, and more than 120 minutes. */
  medianFactor: 3,
  longMinutes: 120,
  /** A median needs a few reports to mean anything. */
  medianMinReports: 3,
  /** A day's total of more than 300 minutes. */
  dayTotalMinutes: 300,
  /** The same content 3 times within 7 days. */
  repeatCount: 3,
  repeatWindowDays: 7,
  /** Dated more than 30 days back. */
  maxAgeDays: 30,
} as const;

export const integrityFlagKinds = [
  'longerThanUsual',
  'dayOverLimit',
  'repeatedContent',
  'futureDate',
  'tooOld',
] as const;
export type IntegrityFlag = (typeof integrityFlagKinds)[number];

export interface ReportShape {
  practiceDate: CalendarDay;
  duration: number;
  content: string;
}

/** Content compared as a person reads it: case, spacing and punctuation at the ends do not count. */
export function sameContentKey(content: string): string {
  return content
    .normalize('NFKC')
    .toLocaleLowerCase('fr-CA')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.!?,;:]+|[\s.!?,;:]+$/g, '');
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The flags of a new report, given the student's earlier reports (not including it) and today on the
 * organisation's calendar.
 */
export function integrityFlags(
  report: ReportShape,
  earlier: ReportShape[],
  today: CalendarDay,
): IntegrityFlag[] {
  const flags: IntegrityFlag[] = [];
  const usual =
    earlier.length >= integrityLimits.medianMinReports ? median(earlier.map((r) => r.duration)) : null;
  if (
    usual !== null &&
    report.duration > integrityLimits.medianFactor * usual &&
    report.duration > integrityLimits.longMinutes
  )
    flags.push('longerThanUsual');
  const sameDay = earlier.filter((r) => r.practiceDate === report.practiceDate);
  if (sameDay.reduce((sum, r) => sum + r.duration, report.duration) > integrityLimits.dayTotalMinutes)
    flags.push('dayOverLimit');
  const key = sameContentKey(report.content);
  // The 7 days ending on the report's own date.
  const repeats = earlier.filter((r) => {
    const before = daysBetween(r.practiceDate, report.practiceDate);
    return before >= 0 && before < integrityLimits.repeatWindowDays && sameContentKey(r.content) === key;
  });
  if (repeats.length + 1 >= integrityLimits.repeatCount) flags.push('repeatedContent');
  const age = daysBetween(report.practiceDate, today);
  if (age < 0) flags.push('futureDate');
  if (age > integrityLimits.maxAgeDays) flags.push('tooOld');
  return flags;
}
