import type { Db } from '@crescendo/service-kit';

export interface TermWorkRow {
  student_id: string;
  practice_days: number;
  assigned: number;
  handed_in: number;
  graded: number;
  graded_average: number | null;
}

/**
 * Each asked student's work over the days of a term (issue 29 §3), in one statement: the days with a practice
 * report (a flagged report counts for nothing until the teacher dismissed its flags), then the group's
 * assignments due in those days given to them, those handed in and the average of those graded. A student
 * with nothing answers zeros.
 */
export async function termWork(
  db: Db,
  organizationId: string,
  groupId: string,
  studentIds: readonly string[],
  fromDay: string,
  toDay: string,
): Promise<TermWorkRow[]> {
  return db.query(
    `WITH asked AS (
       SELECT DISTINCT unnest($3::uuid[]) AS student_id
     ), practice AS (
       SELECT student_id, count(DISTINCT practice_date)::int AS practice_days
         FROM practice_reports
        WHERE organization_id = $1 AND student_id = ANY($3::uuid[])
          AND practice_date BETWEEN $4::date AND $5::date
          AND (cardinality(flags) = 0 OR flags_dismissed)
        GROUP BY student_id
     ), given AS (
       SELECT s.student_id, count(*)::int AS assigned, count(h.id)::int AS handed_in,
              count(h.grade)::int AS graded, round(avg(h.grade))::int AS graded_average
         FROM assignments a
         JOIN assignment_students s ON s.assignment_id = a.id
         LEFT JOIN submissions h ON h.assignment_id = a.id AND h.student_id = s.student_id
        WHERE a.organization_id = $1 AND a.group_id = $2 AND a.due_date BETWEEN $4::date AND $5::date
          AND s.student_id = ANY($3::uuid[])
        GROUP BY s.student_id
     )
     SELECT asked.student_id, coalesce(p.practice_days, 0) AS practice_days, coalesce(g.assigned, 0) AS assigned,
            coalesce(g.handed_in, 0) AS handed_in, coalesce(g.graded, 0) AS graded, g.graded_average
       FROM asked
       LEFT JOIN practice p ON p.student_id = asked.student_id
       LEFT JOIN given g ON g.student_id = asked.student_id
      ORDER BY asked.student_id`,
    [organizationId, groupId, studentIds, fromDay, toDay],
  );
}

export interface GoalDayRow {
  student_id: string;
  day: string;
  flagged: boolean;
}

/**
 * The days each asked student practised over a goal's weeks (issue 29 §4), in one statement over
 * `practice_reports_by_student` (one range per student): a day is `flagged` when every report of it carries
 * integrity flags not dismissed (the goal counts it for nothing). Days only, never minutes.
 */
export async function goalPracticeDays(
  db: Db,
  organizationId: string,
  studentIds: readonly string[],
  fromDay: string,
  toDay: string,
): Promise<GoalDayRow[]> {
  return db.query(
    `SELECT student_id, practice_date::text AS day,
            bool_and(cardinality(flags) > 0 AND NOT flags_dismissed) AS flagged
       FROM practice_reports
      WHERE organization_id = $1 AND student_id = ANY($2::uuid[])
        AND practice_date BETWEEN $3::date AND $4::date
      GROUP BY student_id, practice_date
      ORDER BY student_id, practice_date`,
    [organizationId, studentIds, fromDay, toDay],
  );
}
