/**
 * The text of homework's hot practice reads, with no import: the stores prepare them (decision 0042) and the
 * benchmarks' bare server runs the very same text (`@crescendo/homework/sql`, issue 24.2).
 */

/** A student's practice per day and type over a period ($3–$4), then one row (date null) of all time. */
export const practiceDaysSqlText = `
  SELECT to_char(practice_date, 'YYYY-MM-DD') AS date, type, count(*)::int AS reports, sum(duration)::int AS minutes
  FROM practice_reports
  WHERE organization_id = $1 AND student_id = $2 AND practice_date BETWEEN $3::date AND $4::date
  GROUP BY practice_date, type
  UNION ALL
  SELECT NULL, NULL, count(*)::int, coalesce(sum(duration), 0)::int
  FROM practice_reports
  WHERE organization_id = $1 AND student_id = $2`;

/** A group's practice over a period: per student ($2, the members) and per day, one index range each. */
export const practiceSummarySqlText = `
  WITH per_day AS (
    SELECT student.id AS student_id, day.practice_date, day.reports, day.minutes
    FROM unnest($2::uuid[]) AS student(id)
    CROSS JOIN LATERAL (
      SELECT practice_date, count(*) AS reports, sum(duration) AS minutes
      FROM practice_reports
      WHERE organization_id = $1 AND student_id = student.id AND practice_date BETWEEN $3::date AND $4::date
      GROUP BY practice_date
    ) AS day
  )
  SELECT student_id::text AS student_id, to_char(practice_date, 'YYYY-MM-DD') AS day,
    sum(reports)::int AS reports, sum(minutes)::int AS minutes, count(*)::int AS entries,
    to_char(max(practice_date), 'YYYY-MM-DD') AS last_day
  FROM per_day
  GROUP BY GROUPING SETS ((student_id), (practice_date))`;
