import { instantAt, reminderDueAt, remindersAhead, shiftDay } from '../src/index.js';

// Issue 28 §3: when the platform's reminders are due, in the school's time zone (America/Toronto).
const zone = 'America/Toronto';
const occurrence = (day: string, start: string, call: string | null = null) => ({
  startsAt: instantAt(day, start, zone),
  callAt: call ? instantAt(day, call, zone) : null,
});
const hoursBetween = (a: Date, b: Date) => (b.getTime() - a.getTime()) / 3_600_000;

describe('a reminder is due (issue 28 §3)', () => {
  it('the day before at the call time’s wall-clock time, and two hours before the call time', () => {
    // 10 December 2026, call 18:15, start 19:00 (UTC−5).
    const concert = occurrence('2026-12-10', '19:00', '18:15');
    expect(reminderDueAt(concert, 'day-before', zone).toISOString()).toBe('2026-12-09T23:15:00.000Z');
    expect(reminderDueAt(concert, 'two-hours', zone).toISOString()).toBe('2026-12-10T21:15:00.000Z');
  });

  it('from the start when there is no call time', () => {
    const rehearsal = occurrence('2026-12-10', '15:45');
    expect(reminderDueAt(rehearsal, 'day-before', zone).toISOString()).toBe('2026-12-09T20:45:00.000Z');
    expect(reminderDueAt(rehearsal, 'two-hours', zone).toISOString()).toBe('2026-12-10T18:45:00.000Z');
  });

  it('the day before at the same time on the clock when daylight saving time starts in between (23 hours)', () => {
    // Sunday 14 March 2027, 02:00 → 03:00: a 10:00 call is at 14:00 UTC, the Saturday’s 10:00 at 15:00 UTC.
    const sunday = occurrence('2027-03-14', '10:30', '10:00');
    const due = reminderDueAt(sunday, 'day-before', zone);
    expect(due.toISOString()).toBe('2027-03-13T15:00:00.000Z');
    expect(hoursBetween(due, sunday.callAt!)).toBe(23);
  });

  it('the day before at the same time on the clock when daylight saving time ends in between (25 hours)', () => {
    // Sunday 1 November 2026, 02:00 → 01:00: a 10:00 call is at 15:00 UTC, the Saturday’s 10:00 at 14:00 UTC.
    const sunday = occurrence('2026-11-01', '10:00');
    const due = reminderDueAt(sunday, 'day-before', zone);
    expect(due.toISOString()).toBe('2026-10-31T14:00:00.000Z');
    expect(hoursBetween(due, sunday.startsAt)).toBe(25);
  });

  it('two hours of real time before, even when the clock jumps in between', () => {
    // 03:30 EDT on 14 March 2027 is 07:30 UTC; two hours before is 05:30 UTC, 00:30 EST on the clock.
    const early = occurrence('2027-03-14', '03:30');
    expect(reminderDueAt(early, 'two-hours', zone).toISOString()).toBe('2027-03-14T05:30:00.000Z');
  });

  it('for a weekly rehearsal, at 15:45 the day before each week across the end of daylight saving time', () => {
    const weeks = [0, 1, 2].map((week) => occurrence(shiftDay('2026-10-20', week * 7), '16:45', '15:45'));
    expect(weeks.map((week) => reminderDueAt(week, 'day-before', zone).toISOString())).toEqual([
      '2026-10-19T19:45:00.000Z',
      '2026-10-26T19:45:00.000Z',
      // Monday 2 November, after the change: 15:45 EST is 20:45 UTC.
      '2026-11-02T20:45:00.000Z',
    ]);
  });
});

describe('the reminders still ahead', () => {
  it('leave out those already past and come by due time', () => {
    const weeks = [occurrence('2026-12-10', '19:00', '18:15'), occurrence('2026-12-17', '19:00', '18:15')];
    // The evening of 9 December, after the first one’s day-before reminder (18:15).
    const now = instantAt('2026-12-09', '20:00', zone);
    expect(remindersAhead(weeks, now, zone)).toEqual([
      { index: 0, when: 'two-hours', dueAt: new Date('2026-12-10T21:15:00.000Z') },
      { index: 1, when: 'day-before', dueAt: new Date('2026-12-16T23:15:00.000Z') },
      { index: 1, when: 'two-hours', dueAt: new Date('2026-12-17T21:15:00.000Z') },
    ]);
  });

  it('are none once the call time is less than two hours away', () => {
    const soon = occurrence('2026-12-10', '19:00', '18:15');
    expect(remindersAhead([soon], instantAt('2026-12-10', '17:00', zone), zone)).toEqual([]);
  });
});
