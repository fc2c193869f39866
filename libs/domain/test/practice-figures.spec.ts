import {
  minutesPerWeek,
  practiceFigures,
  recentWeeksRange,
  statisticsRange,
  inRange,
  type PracticeDayTotal,
  type PracticeRecord,
  type PracticeTypeFilter,
  type StatisticsPeriod,
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
  practice('2026-11-22', 30, 'general'),
  practice('2026-11-20', 60, 'homework'),
  practice('2026-11-18', 15, 'general'),
  practice('2026-11-17', 25, 'general'),
  practice('2026-11-16', 45, 'general'), // outside 7 days
  practice('2026-11-05', 90, 'general'),
  practice('2026-10-12', 50, 'homework'), // last month
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

function figures(period: StatisticsPeriod, type: PracticeTypeFilter) {
  const range = statisticsRange(period, today);
  return practiceFigures(totals(range), totals(recentWeeksRange(today)), { range, today, type });
}

describe('a student’s statistics from day totals (spec §2 and §9, summed by the database)', () => {
  it('counts the period (7 days), its minutes and its average, every day present', () => {
    const week = figures('7days', 'all');
    expect(week.range).toEqual({ from: '2026-11-17', to: today });
    expect(week.count).toBe(6);
    expect(week.totalMinutes).toBe(190);
    expect(week.averageMinutes).toBe(32);
    expect(week.perDay).toHaveLength(7);
    expect(week.perDay.at(-1)).toEqual({ day: today, minutes: 60 });
    expect(week.perDay.find((d) => d.day === '2026-11-19')).toEqual({ day: '2026-11-19', minutes: 0 });
  });

  it('filters by type: assigned is homework, voluntary is general', () => {
    expect(figures('7days', 'assigned').totalMinutes).toBe(80);
    expect(figures('7days', 'voluntary')).toMatchObject({ count: 4, totalMinutes: 110, averageMinutes: 28 });
  });

  it('reads last month as the previous calendar month', () => {
    const lastMonth = figures('lastMonth', 'all');
    expect(lastMonth.range).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(lastMonth).toMatchObject({ count: 1, totalMinutes: 50 });
    expect(lastMonth.perDay).toHaveLength(31);
  });

  it('gives the weekly average and the chart’s weeks of the type, whatever the period', () => {
    // The last 4 weeks (27 Oct–23 Nov) with practice: 17–23 Nov 190, 10–16 Nov 45, 3–9 Nov 90.
    expect(figures('5days', 'all').weeklyAverageMinutes).toBe(108);
    expect(figures('5days', 'assigned').weeklyAverageMinutes).toBe(80);
    const voluntary = records.filter((r) => r.type === 'general');
    expect(figures('15days', 'voluntary').perWeek).toEqual(minutesPerWeek(voluntary, today));
    expect(figures('15days', 'voluntary').perWeek.at(-1)).toEqual({ weekStart: today, minutes: 40 });
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
