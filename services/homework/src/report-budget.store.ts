import { practiceReportBudgetWindowSeconds, practiceReportsPerDay } from '@crescendo/domain';
import { AppException, type Db } from '@crescendo/service-kit';

/**
 * The `practiceReportsPerDay`-th most recent voluntary report of the student within the window, if there is
 * one (the budget is spent), and the seconds until it leaves the window. An index-only read of the
 * student's range of `practice_reports_by_student` would not hold `type`; a student's reports are a few
 * hundred a year, read from the heap.
 */
const spentSql = `
  SELECT ceil(extract(epoch FROM submitted_at + make_interval(secs => $3) - now()))::int AS retry_after
  FROM practice_reports
  WHERE organization_id = $1 AND student_id = $2 AND type = 'general'
    AND submitted_at > now() - make_interval(secs => $3)
  ORDER BY submitted_at DESC
  OFFSET $4 - 1 LIMIT 1`;

/**
 * Issue 34: a student sends at most `practiceReportsPerDay` voluntary reports in any 24 hours; the next
 * one is refused with RATE_LIMITED (429), the French message saying how many and when to try again. Run
 * in the transaction that stores the report: the student's lock makes two reports sent at once take turns,
 * so the budget is never passed by a race.
 */
export async function spendReportBudget(db: Db, organizationId: string, studentId: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 34))`, [`report-budget:${studentId}`]);
  const [spent]: Array<{ retry_after: number }> = await db.query(spentSql, [
    organizationId,
    studentId,
    practiceReportBudgetWindowSeconds,
    practiceReportsPerDay,
  ]);
  if (!spent) return;
  const seconds = Math.max(1, spent.retry_after);
  throw new AppException('RATE_LIMITED', 'homework.reportBudgetSpent', {
    params: { maximum: practiceReportsPerDay, seconds },
    retryAfterSeconds: seconds,
  });
}

/**
 * The voluntary reports' daily budget: what a service injects under `REPORT_BUDGET_STORE`
 * (decision 0047, "Stores injected"); a unit test hands it a fake of the same type.
 */
export const reportBudgetStore = { spendReportBudget };
export type ReportBudgetStore = typeof reportBudgetStore;
export const REPORT_BUDGET_STORE = Symbol('ReportBudgetStore');
