import { groupByIdSqlText } from '@crescendo/groups/sql';
import { practiceDaysSqlText, practiceSummarySqlText } from '@crescendo/homework/sql';

/**
 * The SQL services/homework runs for the two reads measured here, and the groups service for the group the
 * summary asks it about: their very texts, imported, so that the bare endpoints do the same database work
 * (the bare server's search_path holds both schemas, as each service's holds its own).
 */
export const practiceDaysSql = practiceDaysSqlText;
export const summarySql = practiceSummarySqlText;
export const groupSql = groupByIdSqlText;

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
