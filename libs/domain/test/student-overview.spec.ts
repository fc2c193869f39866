import {
  hoursAndMinutes,
  minutesPerWeek,
  studentPracticeOverview,
  weekStartOf,
  type PracticeRecord,
} from '../src/index.js';

describe('the student’s side panel (spec §2)', () => {
  it('counts practices, assigned exercises, completed, pending (late included) and total time', () => {
    const practice = { reports: 4, minutes: 376 };
    expect(studentPracticeOverview(practice, { expected: 5, submitted: 2 })).toEqual({
      totalPractices: 4,
      assignedExercises: 5,
      completed: 2,
      pending: 3,
      totalMinutes: 376,
    });
  });

  it('is all zeros for a student without practice or assignment', () => {
    expect(studentPracticeOverview({ reports: 0, minutes: 0 }, { expected: 0, submitted: 0 })).toEqual({
      totalPractices: 0,
      assignedExercises: 0,
      completed: 0,
      pending: 0,
      totalMinutes: 0,
    });
  });

  it('writes a total time as hours and minutes', () => {
    expect(hoursAndMinutes(376)).toEqual({ hours: 6, minutes: 16 });
    expect(hoursAndMinutes(300)).toEqual({ hours: 5, minutes: 0 });
    expect(hoursAndMinutes(59)).toEqual({ hours: 0, minutes: 59 });
    expect(hoursAndMinutes(0)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('minutes per week (the student’s chart)', () => {
  const record = (practiceDate: string, duration: number): PracticeRecord => ({
    practiceDate,
    duration,
    type: 'general',
    submittedAt: `${practiceDate}T20:00:00Z`,
  });

  it('starts weeks on Monday', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(weekStartOf('2026-11-01')).toBe('2026-10-26'); // the Sunday the clocks go back
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28'); // across a year
  });

  it('sums the 8 weeks ending with today’s, every week present, oldest first', () => {
    const weeks = minutesPerWeek(
      [
        record('2026-11-25', 30), // this week (Mon 23 – Sun 29)
        record('2026-11-23', 45), // this week
        record('2026-11-22', 20), // last week
        record('2026-11-01', 60), // week of 26 Oct, across the daylight-saving change
        record('2026-10-26', 15), // same week
        record('2026-10-04', 90), // 8 weeks back: outside
      ],
      '2026-11-25',
    );
    expect(weeks).toHaveLength(8);
    expect(weeks[0]).toEqual({ weekStart: '2026-10-05', minutes: 0 });
    expect(weeks.at(-1)).toEqual({ weekStart: '2026-11-23', minutes: 75 });
    expect(weeks.at(-2)).toEqual({ weekStart: '2026-11-16', minutes: 20 });
    expect(weeks.find((week) => week.weekStart === '2026-10-26')).toEqual({
      weekStart: '2026-10-26',
      minutes: 75,
    });
    expect(weeks.reduce((sum, week) => sum + week.minutes, 0)).toBe(170);
  });
});
