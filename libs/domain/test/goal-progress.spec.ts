import {
  dayOf,
  daysAskedIn,
  goalProgress,
  goalWeekOf,
  goalWeekProgress,
  goalWeeks,
  practisedDays,
  refuseGoalPeriod,
  type GoalPracticeDay,
} from '../src/index.js';

const ana = '00000000-0000-4000-8000-00000000000a';
const ben = '00000000-0000-4000-8000-00000000000b';
const practice = (studentId: string, days: string[], flagged = false): GoalPracticeDay[] =>
  days.map((day) => ({ studentId, day, flagged }));

describe('ensemble goals: days with practice out of seven (issue 29 §4)', () => {
  it('cuts a period into Monday-to-Sunday weeks, the first and last cut to the period', () => {
    expect(goalWeeks({ from: '2026-10-22', to: '2026-11-10' })).toEqual([
      { from: '2026-10-22', to: '2026-10-25' },
      { from: '2026-10-26', to: '2026-11-01' },
      { from: '2026-11-02', to: '2026-11-08' },
      { from: '2026-11-09', to: '2026-11-10' },
    ]);
  });

  it('keeps weeks of seven calendar days across the daylight-saving changes in Toronto', () => {
    // Autumn: clocks go back on Sunday 2026-11-01; spring: forward on Sunday 2027-03-14.
    expect(goalWeekOf({ from: '2026-10-01', to: '2026-12-01' }, '2026-11-01')).toEqual({
      from: '2026-10-26',
      to: '2026-11-01',
    });
    expect(goalWeekOf({ from: '2027-03-01', to: '2027-04-01' }, '2027-03-15')).toEqual({
      from: '2027-03-15',
      to: '2027-03-21',
    });
    // A report sent at 23:30 in Toronto on the Sunday of the change is still that Sunday's (04:30 UTC Monday).
    const sundayNight = dayOf(new Date('2026-11-02T04:30:00Z'));
    expect(sundayNight).toBe('2026-11-01');
    const week = { from: '2026-10-26', to: '2026-11-01' };
    expect(practisedDays(practice(ana, [sundayNight, '2026-10-26']), ana, week)).toBe(2);
    // And 00:30 on the Monday after the spring change belongs to the new week.
    expect(dayOf(new Date('2027-03-15T04:30:00Z'))).toBe('2027-03-15');
  });

  it('counts distinct days, never minutes: two reports on one day are one day', () => {
    const week = { from: '2026-11-02', to: '2026-11-08' };
    expect(practisedDays(practice(ana, ['2026-11-02', '2026-11-02', '2026-11-04']), ana, week)).toBe(2);
    expect(practisedDays(practice(ana, ['2026-11-09']), ana, week)).toBe(0);
  });

  it('counts nothing of a report flagged by the integrity checks', () => {
    const week = { from: '2026-11-02', to: '2026-11-08' };
    const days = [
      ...practice(ana, ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']),
      ...practice(ana, ['2026-11-06'], true),
    ];
    expect(practisedDays(days, ana, week)).toBe(4);
    const progress = goalWeekProgress(week, 5, [{ studentId: ana }], days);
    expect(progress).toMatchObject({ counted: 1, reached: 0, percent: 0 });
  });

  it('reaches N days of 7 with rest days allowed, and gives the share of the group who did', () => {
    const week = { from: '2026-11-02', to: '2026-11-08' };
    const days = [
      ...practice(ana, ['2026-11-02', '2026-11-04', '2026-11-06', '2026-11-07', '2026-11-08']),
      ...practice(ben, ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']),
    ];
    const progress = goalWeekProgress(week, 5, [{ studentId: ana }, { studentId: ben }], days);
    expect(progress).toEqual({
      week,
      counted: 2,
      reached: 1,
      percent: 50,
      daysAsked: 5,
      students: [
        { studentId: ana, days: 5, reached: true },
        { studentId: ben, days: 4, reached: false },
      ],
    });
    expect(goalWeekProgress(week, 7, [{ studentId: ana }], days).reached).toBe(0);
    expect(goalWeekProgress(week, 1, [{ studentId: ben }], days).percent).toBe(100);
  });

  it('asks no more days than a cut week holds', () => {
    expect(daysAskedIn({ from: '2026-11-06', to: '2026-11-08' }, 5)).toBe(3);
    expect(daysAskedIn({ from: '2026-11-02', to: '2026-11-08' }, 5)).toBe(5);
  });

  it('counts a student who joined mid-week from the next week', () => {
    const students = [{ studentId: ana }, { studentId: ben, joinedOn: '2026-11-04' }];
    const days = practice(ben, ['2026-11-04', '2026-11-05', '2026-11-09']);
    const weeks = goalProgress({ from: '2026-11-02', to: '2026-11-15' }, 1, students, days, '2026-11-10');
    expect(weeks.map((week) => [week.counted, week.reached])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(goalWeekProgress({ from: '2026-11-02', to: '2026-11-08' }, 1, [], []).percent).toBeNull();
  });

  it('shows the weeks up to today only, and none before the goal starts', () => {
    const period = { from: '2026-11-02', to: '2026-11-29' };
    expect(goalProgress(period, 3, [{ studentId: ana }], [], '2026-11-01')).toEqual([]);
    expect(goalProgress(period, 3, [{ studentId: ana }], [], '2026-11-16')).toHaveLength(3);
  });

  it('refuses a period ending before it starts or longer than a term', () => {
    expect(refuseGoalPeriod({ from: '2026-11-02', to: '2026-11-01' })).toBe('goals.periodOrder');
    expect(refuseGoalPeriod({ from: '2026-09-01', to: '2027-01-19' })).toBe('goals.periodTooLong');
    expect(refuseGoalPeriod({ from: '2026-09-01', to: '2027-01-18' })).toBeNull();
  });
});
