import {
  dateFilterRange,
  dayOf,
  daysBetween,
  defaultStatisticsPeriod,
  instantAt,
  isCalendarDay,
  shiftDay,
  statisticsRange,
} from '../src/index.js';

describe('calendar days on the organisation’s clock', () => {
  it('reads the day in Toronto, not in UTC', () => {
    // 03:30 UTC on 15 March is still 14 March, 23:30, in Toronto.
    expect(dayOf(new Date('2027-03-15T03:30:00Z'))).toBe('2027-03-14');
    expect(dayOf(new Date('2027-03-15T04:30:00Z'))).toBe('2027-03-15');
    expect(dayOf(new Date('2027-03-15T03:30:00Z'), 'UTC')).toBe('2027-03-15');
  });

  it('counts days on the calendar across a daylight-saving change', () => {
    // Clocks go back on 1 November 2026 in Toronto: that day lasts 25 hours.
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(shiftDay('2026-11-01', 1)).toBe('2026-11-02');
    expect(shiftDay('2027-03-01', -1)).toBe('2027-02-28');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('turns a wall-clock time into the instant, EDT or EST as the day is', () => {
    expect(instantAt('2026-10-31', '23:59').toISOString()).toBe('2026-11-01T03:59:00.000Z'); // EDT, UTC−4
    expect(instantAt('2026-11-01', '23:59').toISOString()).toBe('2026-11-02T04:59:00.000Z'); // EST, UTC−5
  });

  it('accepts only real days in the YYYY-MM-DD shape', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-28')).toBe(false);
    expect(isCalendarDay('28/02/2026')).toBe(false);
  });
});

describe('statistics periods (spec §9)', () => {
  const today = '2026-11-23';

  it('defaults to 7 days', () => {
    expect(defaultStatisticsPeriod).toBe('7days');
  });

  it.each([
    ['5days', '2026-11-19'],
    ['7days', '2026-11-17'],
    ['15days', '2026-11-09'],
  ] as const)('%s ends today and starts on %s', (period, from) => {
    expect(statisticsRange(period, today)).toEqual({ from, to: today });
  });

  it('lastMonth is the previous calendar month, across a year too', () => {
    expect(statisticsRange('lastMonth', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(statisticsRange('lastMonth', '2027-01-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(statisticsRange('lastMonth', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('custom is a real range, from before to', () => {
    expect(statisticsRange('custom', today, { from: '2026-09-01', to: '2026-09-30' })).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
    });
    expect(() => statisticsRange('custom', today, { from: '2026-10-02', to: '2026-10-01' })).toThrow(
      RangeError,
    );
    expect(() => statisticsRange('custom', today)).toThrow(RangeError);
  });
});

describe('the student’s date filters (spec §9)', () => {
  it.each([
    ['all', null],
    ['last7', { from: '2026-11-17', to: '2026-11-23' }],
    ['last30', { from: '2026-10-25', to: '2026-11-23' }],
    ['thisMonth', { from: '2026-11-01', to: '2026-11-30' }],
    ['lastMonth', { from: '2026-10-01', to: '2026-10-31' }],
  ] as const)('%s', (filter, range) => {
    expect(dateFilterRange(filter, '2026-11-23')).toEqual(range);
  });
});
