/**
 * The SQL services/homework runs for the two reads measured here, copied so that the bare endpoints do the
 * same database work. Keep them in step with services/homework/src/practice-days.store.ts (`practiceDaysSql`:
 * a student's statistics), practice-summary.store.ts (`summarySql`) and, for the group the summary asks the
 * groups service about, services/groups/src/group.store.ts (`findGroup`).
 */
export const practiceDaysSql = `
  SELECT to_char(practice_date, 'YYYY-MM-DD') AS date, type, count(*)::int AS reports, sum(duration)::int AS minutes
  FROM practice_reports
  WHERE organization_id = $1 AND student_id = $2 AND practice_date BETWEEN $3::date AND $4::date
  GROUP BY practice_date, type
  UNION ALL
  SELECT NULL, NULL, count(*)::int, coalesce(sum(duration), 0)::int
  FROM practice_reports
  WHERE organization_id = $1 AND student_id = $2`;

export const summarySql = `
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

/** groups' `findGroup` (schema `groups`): the group and its students in joining order. */
export const groupSql = `
  SELECT g.*,
    COALESCE(
      (SELECT array_agg(m.student_id::text ORDER BY m.joined_at, m.student_id)
         FROM groups.group_members m WHERE m.group_id = g.id),
      '{}'::text[]) AS student_ids
  FROM groups.groups g WHERE g.id = $1 AND g.organization_id = $2`;

interface DayRow {
  date: string | null;
  type: 'homework' | 'general' | null;
  reports: number;
  minutes: number;
}

/** homework's `practiceDays`: the days oldest first (then by type), the all-time totals apart. */
export function toPracticeDays(period: { from: string; to: string }, rows: DayRow[]) {
  const total = rows.find((row) => row.date === null);
  const days = rows
    .filter((row) => row.date !== null)
    .map((row) => ({ date: row.date!, type: row.type!, reports: row.reports, minutes: row.minutes }))
    .sort((a, b) => (a.date === b.date ? a.type.localeCompare(b.type) : a.date < b.date ? -1 : 1));
  return { ...period, days, total: { reports: total?.reports ?? 0, minutes: total?.minutes ?? 0 } };
}

export interface SummaryRow {
  student_id: string | null;
  day: string | null;
  reports: number;
  minutes: number;
  entries: number;
  last_day: string | null;
}

/** homework's `toSummary`: students in joining order (zeros included), days oldest first. */
export function toSummary(
  groupId: string,
  studentIds: string[],
  period: { from: string; to: string },
  rows: SummaryRow[],
) {
  const perStudent = new Map<string, SummaryRow>();
  const days: Array<{ date: string; minutes: number; reports: number; students: number }> = [];
  for (const row of rows) {
    if (row.student_id !== null) perStudent.set(row.student_id, row);
    else if (row.day !== null)
      days.push({ date: row.day, minutes: row.minutes, reports: row.reports, students: row.entries });
  }
  days.sort((a, b) => (a.date < b.date ? -1 : 1));
  const students = studentIds.map((studentId) => {
    const row = perStudent.get(studentId);
    return {
      studentId,
      reports: row?.reports ?? 0,
      minutes: row?.minutes ?? 0,
      practiceDays: row?.entries ?? 0,
      lastPracticeDate: row?.last_day ?? null,
    };
  });
  return { groupId, ...period, students, days };
}
