import {
  addCalendarDays,
  answerDeadline,
  daysLeft,
  isRealCalendarDay,
  refuseExtension,
} from '../src/privacy/request-deadline.js';

describe("a privacy request's legal deadline (Access Act art. 47, Private Sector Act art. 32)", () => {
  it('counts calendar days: weekends count, months and leap years roll over', () => {
    // Friday 2026-11-27 + 1 is Saturday: nothing is skipped.
    expect(addCalendarDays('2026-11-27', 1)).toBe('2026-11-28');
    expect(addCalendarDays('2028-02-20', 10)).toBe('2028-03-01');
    expect(addCalendarDays('2026-12-25', 20)).toBe('2027-01-14');
  });

  it('gives a public body 20 days and a private school 30', () => {
    expect(answerDeadline({ receivedOn: '2026-11-02', body: 'public', extended: false })).toBe('2026-11-22');
    expect(answerDeadline({ receivedOn: '2026-11-02', body: 'private', extended: false })).toBe('2026-12-02');
  });

  it('adds 10 days to a public body once extended, never to a private school', () => {
    expect(answerDeadline({ receivedOn: '2026-11-02', body: 'public', extended: true })).toBe('2026-12-02');
    expect(answerDeadline({ receivedOn: '2026-11-02', body: 'private', extended: true })).toBe('2026-12-02');
  });

  it('extends only a public body, once, an open request, before the 20 days are over', () => {
    const open = { body: 'public' as const, extended: false, answered: false, receivedOn: '2026-11-02' };
    expect(refuseExtension({ ...open, today: '2026-11-22' })).toBeNull();
    expect(refuseExtension({ ...open, today: '2026-11-23' })).toBe('tooLate');
    expect(refuseExtension({ ...open, extended: true, today: '2026-11-10' })).toBe('alreadyExtended');
    expect(refuseExtension({ ...open, answered: true, today: '2026-11-10' })).toBe('answered');
    expect(refuseExtension({ ...open, body: 'private', today: '2026-11-10' })).toBe('private');
  });

  it('says the days left, zero on the last day, negative once late', () => {
    expect(daysLeft('2026-11-22', '2026-11-17')).toBe(5);
    expect(daysLeft('2026-11-22', '2026-11-22')).toBe(0);
    expect(daysLeft('2026-11-22', '2026-11-24')).toBe(-2);
  });

  it('refuses what is no calendar day', () => {
    expect(isRealCalendarDay('2026-02-29')).toBe(false);
    expect(isRealCalendarDay('2028-02-29')).toBe(true);
    expect(isRealCalendarDay('29/02/2028')).toBe(false);
    expect(() => addCalendarDays('2026-13-01', 1)).toThrow(RangeError);
  });
});
