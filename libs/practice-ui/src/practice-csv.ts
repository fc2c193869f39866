import type { IntegrityFlag, PracticeReport } from '@crescendo/contracts';
import { inRange, type DayRange } from '@crescendo/domain';
import type { CsvFormat } from '@crescendo/web-kit/csv';

export const csvColumns = [
  'date',
  'student',
  'email',
  'minutes',
  'hours',
  'location',
  'type',
  'homework',
  'content',
  'nextGoals',
  'submittedAt',
  'flags',
] as const;
export type CsvColumn = (typeof csvColumns)[number];

/** What the rows say in words, in the reader's language. */
export interface PracticeCsvLabels {
  headers: Record<CsvColumn, string>;
  locations: Record<PracticeReport['location'], string>;
  types: Record<PracticeReport['type'], string>;
  flags: Record<IntegrityFlag, string>;
}

export interface CsvStudent {
  name: string;
  email: string;
}

export interface PracticeCsvInput {
  reports: readonly PracticeReport[];
  students: ReadonlyMap<string, CsvStudent>;
  range: DayRange;
  labels: PracticeCsvLabels;
  format: CsvFormat;
  /** An ISO instant as the organisation's clock shows it ('2026-03-05 18:30'). */
  formatInstant: (iso: string) => string;
}

/** Hours with at most 2 decimals, written with the format's decimal separator ('0,75'; '2' without decimals). */
export function decimalHours(minutes: number, format: CsvFormat): string {
  const hours = Math.round((minutes / 60) * 100) / 100;
  return String(hours).replace('.', format.decimalSeparator);
}

/** The header row, then one row per report of the period: oldest first, then by student. */
export function practiceCsvRows(input: PracticeCsvInput): string[][] {
  const { labels, format, students } = input;
  const student = (id: string) => students.get(id) ?? { name: '', email: '' };
  const rows = input.reports
    .filter((report) => inRange(report.practiceDate, input.range))
    .sort(
      (a, b) =>
        a.practiceDate.localeCompare(b.practiceDate) ||
        student(a.studentId).name.localeCompare(student(b.studentId).name, 'fr') ||
        a.submittedAt.localeCompare(b.submittedAt),
    )
    .map((report) => {
      const cells: Record<CsvColumn, string> = {
        date: report.practiceDate,
        student: student(report.studentId).name,
        email: student(report.studentId).email,
        minutes: String(report.duration),
        hours: decimalHours(report.duration, format),
        location: labels.locations[report.location],
        type: labels.types[report.type],
        homework: report.homeworkTitle ?? '',
        content: report.content,
        nextGoals: report.nextGoals,
        submittedAt: input.formatInstant(report.submittedAt),
        flags: report.flagsDismissed ? '' : report.flags.map((flag) => labels.flags[flag]).join(' '),
      };
      return csvColumns.map((column) => cells[column]);
    });
  return [csvColumns.map((column) => labels.headers[column]), ...rows];
}
