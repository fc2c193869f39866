import type { PracticeDays } from '@crescendo/contracts';
import { type Db, preparedStatement } from '@crescendo/service-kit';
import { practiceDaysSqlText } from './sql/practice-statements.js';
import type { Period } from './practice.store.js';

interface DayRow {
  /** Null on the row of all-time totals. */
  date: string | null;
  type: 'homework' | 'general' | null;
  reports: number;
  minutes: number;
}

/**
 * A student's practice summed per day and type over a period, and one more row (date null) of their
 * totals of all time: one statement, two ranges of `practice_reports_by_student` (the totals read the
 * index alone, `duration` being in it). At most 366 × 2 + 1 rows, whatever the number of reports.
 */
const practiceDaysStatement = preparedStatement('homework.practice-days', practiceDaysSqlText);

export async function practiceDays(
  db: Db,
  organizationId: string,
  studentId: string,
  period: Period,
): Promise<PracticeDays> {
  const rows: DayRow[] = await db.prepared(practiceDaysStatement, [
    organizationId,
    studentId,
    period.from,
    period.to,
  ]);
  const total = rows.find((row) => row.date === null);
  const days = rows
    .filter((row) => row.date !== null)
    .map((row) => ({ date: row.date!, type: row.type!, reports: row.reports, minutes: row.minutes }))
    .sort((a, b) => (a.date === b.date ? a.type.localeCompare(b.type) : a.date < b.date ? -1 : 1));
  return {
    ...period,
    days,
    total: { reports: total?.reports ?? 0, minutes: total?.minutes ?? 0 },
  };
}

/**
 * A student's practice per day: what a service injects under `PRACTICE_DAYS_STORE`
 * (decision 0047, "Stores injected"); a unit test hands it a fake of the same type.
 */
export const practiceDaysStore = { practiceDays };
export type PracticeDaysStore = typeof practiceDaysStore;
export const PRACTICE_DAYS_STORE = Symbol('PracticeDaysStore');
