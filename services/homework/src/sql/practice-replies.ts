import type { PracticeDays, PracticeSummary } from '@crescendo/contracts';

/** A row of `practiceDaysSqlText`: a day and type's sums, or (date null) the student's totals of all time. */
export interface DayRow {
  date: string | null;
  type: 'homework' | 'general' | null;
  reports: number;
  minutes: number;
}

/** A row of `practiceSummarySqlText`: a student's totals (day null) or a day's (student null). */
export interface SummaryRow {
  student_id: string | null;
  day: string | null;
  reports: number;
  minutes: number;
  /** Per student: the days they practised; per day: the students who practised. */
  entries: number;
  last_day: string | null;
}

/** A period of calendar days, both included. */
export interface Period {
  from: string;
  to: string;
}

/** A student's practice days as sent: the days oldest first (then by type), the all-time totals apart. */
export function toPracticeDays(period: Period, rows: DayRow[]): PracticeDays {
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

/** A group's practice overview as sent: students in joining order (zeros included), days oldest first. */
export function toPracticeSummary(
  groupId: string,
  studentIds: string[],
  period: Period,
  rows: SummaryRow[],
): PracticeSummary {
  const perStudent = new Map<string, SummaryRow>();
  const days: PracticeSummary['days'] = [];
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
