import type { PracticeReport } from '@crescendo/contracts';
import { practiceByStudent } from '../src/practice-by-student.js';

const ana = '11111111-1111-4111-8111-111111111111';
const ben = '22222222-2222-4222-8222-222222222222';
const stranger = '55555555-5555-4555-8555-555555555555';

const report = (studentId: string, practiceDate: string, duration: number) =>
  ({ studentId, practiceDate, duration }) as PracticeReport;

describe('practice by student', () => {
  it('adds each student’s minutes within the range, keeps those without practice at 0, ignores others', () => {
    const totals = practiceByStudent(
      [
        report(ana, '2026-03-01', 20),
        report(ana, '2026-03-07', 40),
        report(ana, '2026-03-08', 90),
        report(stranger, '2026-03-02', 60),
        report(ana, '2026-02-28', 15),
      ],
      [ana, ben],
      { from: '2026-03-01', to: '2026-03-07' },
    );
    expect(totals).toEqual([
      { studentId: ana, minutes: 60, count: 2 },
      { studentId: ben, minutes: 0, count: 0 },
    ]);
  });
});
