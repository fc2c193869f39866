import type { PracticeReport } from '@crescendo/contracts';
import { inRange, type DayRange } from '@crescendo/domain';

export interface StudentPractice {
  studentId: string;
  minutes: number;
  count: number;
}

/** Minutes and practices of each student of a group over a range; every student present, 0 without practice. */
export function practiceByStudent(
  reports: readonly PracticeReport[],
  studentIds: readonly string[],
  range: DayRange,
): StudentPractice[] {
  const totals = new Map<string, StudentPractice>(
    studentIds.map((studentId) => [studentId, { studentId, minutes: 0, count: 0 }]),
  );
  for (const report of reports) {
    const total = totals.get(report.studentId);
    if (!total || !inRange(report.practiceDate, range)) continue;
    total.minutes += report.duration;
    total.count += 1;
  }
  return [...totals.values()];
}
