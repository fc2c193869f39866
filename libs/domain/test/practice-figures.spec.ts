import {
  minutesPerWeek,
  practiceFigures,
  practiceSummary,
  recentWeeksRange,
  statisticsRange,
  inRange,
  type PracticeDayTotal,
  type PracticeRecord,
  type PracticeTypeFilter,
} from '../src/index.js';

const today = '2026-11-23';
const practice = (practiceDate: string, duration: number, type: PracticeRecord['type']) => ({
  practiceDate,
  duration,
  type,
  submittedAt: `${practiceDate}T18:00:00Z`,
});
const records = [
  practice('2026-11-23', 20, 'homework'),
  practice('2026-11-23', 40, 'general'),
  practice('2026-11-23', 5, 'general'),
  practice('2026-11-22', 30, 'general'),
  practice('2026-11-20', 60, 'homework'),
  practice('2026-11-17', 25, 'general'),
  practice('2026-11-05', 90, 'general'),
  practice('2026-10-12', 50, 'homework'),
  practice('2026-09-01', 500, 'general'),
];

/** What PostgreSQL answers for a range: one total per day and type. */
function totals(range: { from: string; to: string }): PracticeDayTotal[] {
  const byKey = new Map<string, PracticeDayTotal>();
  for (const r of records.filter((record) => inRange(record.practiceDate, range))) {
    const key = `${r.practiceDate}/${r.type}`;
    const total = byKey.get(key) ?? { date: r.practiceDate, type: r.type, reports: 0, minutes: 0 };
    total.reports += 1;
    total.minutes += r.duration;
    byKey.set(key, total);
  }
  return [...byKey.values()];
}

describe('a student’s statistics from day totals (issue 34: summed by the database)', () => {
  it.each([
    ['7days', 'all'],
    ['15days', 'assigned'],
    ['lastMonth', 'voluntary'],
    ['5days', 'voluntary'],
  ] as const)('gives the figures every report gave: %s, %s', (period, type: PracticeTypeFilter) => {
    const range = statisticsRange(period, today);
    const figures = practiceFigures(totals(range), totals(recentWeeksRange(today)), { range, today, type });
    const summary = practiceSummary(records, { today, period, type });
    expect(figures).toEqual({
      range: summary.range,
      count: summary.count,
      totalMinutes: summary.totalMinutes,
      averageMinutes: summary.averageMinutes,
      weeklyAverageMinutes: summary.weeklyAverageMinutes,
      perDay: summary.perDay,
      perWeek: minutesPerWeek(
        records.filter((r) => type === 'all' || r.type === (type === 'assigned' ? 'homework' : 'general')),
        today,
      ),
    });
  });

  it('covers the chart’s 8 weeks, which hold the weekly average’s 4', () => {
    // 23 November 2026 is a Monday: its week and the 7 before.
    expect(recentWeeksRange(today)).toEqual({ from: '2026-10-05', to: today });
    const empty = practiceFigures([], [], { range: { from: today, to: today }, today, type: 'all' });
    expect(empty).toMatchObject({
      count: 0,
      totalMinutes: 0,
      averageMinutes: null,
      weeklyAverageMinutes: null,
    });
    expect(empty.perWeek).toHaveLength(8);
  });
});
