import type { EntityManager } from 'typeorm';
import { preparedStatement } from '@crescendo/service-kit';
import type { Period } from './practice.store.js';

/** A row of the summary: a student's totals (day null) or a day's (student null). */
export interface SummaryRow {
  student_id: string | null;
  day: string | null;
  reports: number;
  minutes: number;
  /** Per student: the days they practised; per day: the students who practised. */
  entries: number;
  last_day: string | null;
}

/**
 * One statement for the whole overview: the students' reports of the period are read from the covering
 * index `practice_reports_by_student` alone (duration is in it), summed per student and day, then the
 * two groupings the overview shows (per student, per day) come out of that in one pass.
 */
export const summarySql = preparedStatement(
  'homework.practice-summary',
  `
  WITH per_day AS (
    SELECT student_id, practice_date, count(*) AS reports, sum(duration) AS minutes
    FROM practice_reports
    WHERE organization_id = $1 AND student_id = ANY($2::uuid[]) AND practice_date BETWEEN $3::date AND $4::date
    GROUP BY student_id, practice_date
  )
  SELECT student_id::text AS student_id, to_char(practice_date, 'YYYY-MM-DD') AS day,
    sum(reports)::int AS reports, sum(minutes)::int AS minutes, count(*)::int AS entries,
    to_char(max(practice_date), 'YYYY-MM-DD') AS last_day
  FROM per_day
  GROUP BY GROUPING SETS ((student_id), (practice_date))`,
);

export function summaryRows(
  manager: EntityManager,
  organizationId: string,
  studentIds: string[],
  period: Period,
): Promise<SummaryRow[]> {
  return manager.query(summarySql, [organizationId, studentIds, period.from, period.to]);
}
