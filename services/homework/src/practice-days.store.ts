import type { PracticeDays } from '@crescendo/contracts';
import { type Db, preparedStatement } from '@crescendo/service-kit';
import { practiceDaysSqlText } from './sql/practice-statements.js';
import { toPracticeDays, type DayRow } from './sql/practice-replies.js';
import type { Period } from './practice.store.js';

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
  return toPracticeDays(period, rows);
}

/**
 * A student's practice per day: what a service injects under `PRACTICE_DAYS_STORE`
 * (decision 0047, "Stores injected"); a unit test hands it a fake of the same type.
 */
export const practiceDaysStore = { practiceDays };
export type PracticeDaysStore = typeof practiceDaysStore;
export const PRACTICE_DAYS_STORE = Symbol('PracticeDaysStore');
