import { practiceSummary, weeklyAverageMinutes, type PracticeRecord } from '../src/index.js';

const practice = (
  practiceDate: string,
  duration: number,
  type: PracticeRecord['type'] = 'general',
  hour = 18,
) => ({
  id: `${practiceDate}-${duration}-${type}`,
  practiceDate,
  duration,
  type,
  submittedAt: `${practiceDate}T${String(hour).padStart(2, '0')}:00:00Z`,
});

const today = '2026-11-23';

describe('weekly average (spec §9: the last 4 weeks, only weeks with practice)', () => {
  it('averages over the weeks that have a practice, not over 4', () => {
    const records = [
      practice('2026-11-23', 30), // week 0 (17–23 Nov)
      practice('2026-11-20', 30), // week 0
      practice('2026-11-05', 90), // week 2 (3–9 Nov)
      practice('2026-10-20', 500), // older than 4 weeks: not counted
    ];
    expect(weeklyAverageMinutes(records, today)).toBe(75); // (60 + 90) / 2
  });

  it('is null without practice in the last 4 weeks, and ignores future dates', () => {
    expect(weeklyAverageMinutes([practice('2026-10-01', 45), practice('2026-11-30', 45)], today)).toBeNull();
  });
});

describe('a student’s practice summary', () => {
  const records = [
    practice('2026-11-23', 20, 'homework', 19),
    practice('2026-11-23', 40, 'general', 8),
    practice('2026-11-22', 30, 'general'),
    practice('2026-11-20', 60, 'homework'),
    practice('2026-11-18', 15, 'general'),
    practice('2026-11-17', 25, 'general'),
    practice('2026-11-16', 45, 'general'), // outside 7 days
    practice('2026-10-12', 50, 'homework'), // last month
  ];

  it('counts the period (7 days by default), its minutes and its average', () => {
    const summary = practiceSummary(records, { today, period: '7days', type: 'all' });
    expect(summary.range).toEqual({ from: '2026-11-17', to: today });
    expect(summary.count).toBe(6);
    expect(summary.totalMinutes).toBe(190);
    expect(summary.averageMinutes).toBe(32);
    expect(summary.perDay).toHaveLength(7);
    expect(summary.perDay.at(-1)).toEqual({ day: today, minutes: 60 });
    expect(summary.perDay.find((d) => d.day === '2026-11-19')).toEqual({ day: '2026-11-19', minutes: 0 });
  });

  it('filters by type: assigned is homework, voluntary is general', () => {
    expect(practiceSummary(records, { today, period: '7days', type: 'assigned' }).totalMinutes).toBe(80);
    expect(practiceSummary(records, { today, period: '7days', type: 'voluntary' }).totalMinutes).toBe(110);
  });

  it('shows the 5 most recent, newest first (the day, then when it was reported)', () => {
    const { recent } = practiceSummary(records, { today, period: '15days', type: 'all' });
    expect(recent.map((r) => r.id)).toEqual([
      '2026-11-23-20-homework',
      '2026-11-23-40-general',
      '2026-11-22-30-general',
      '2026-11-20-60-homework',
      '2026-11-18-15-general',
    ]);
  });

  it('keeps 10 for the history table and says how many there are in all', () => {
    const many = Array.from({ length: 14 }, (_, i) =>
      practice(`2026-11-${String(10 + i).padStart(2, '0')}`, 10),
    );
    const summary = practiceSummary(many, { today, period: '15days', type: 'all' });
    expect(summary.history).toHaveLength(10);
    expect(summary.historyTotal).toBe(14);
    expect(summary.history[0]!.practiceDate).toBe('2026-11-23');
  });

  it('reads last month as the previous calendar month', () => {
    const summary = practiceSummary(records, { today, period: 'lastMonth', type: 'all' });
    expect(summary.count).toBe(1);
    expect(summary.perDay).toHaveLength(31);
  });

  it('has no average without practice', () => {
    expect(practiceSummary([], { today, period: '5days', type: 'all' })).toMatchObject({
      count: 0,
      totalMinutes: 0,
      averageMinutes: null,
      weeklyAverageMinutes: null,
      recent: [],
    });
  });
});
