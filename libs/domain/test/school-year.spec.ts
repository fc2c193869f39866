import { isSchoolYear, nextSchoolYear, schoolYearOf, torontoYearMonth } from '../src/index.js';

describe('school year (spec §9: starts in September, read in America/Toronto)', () => {
  it.each([
    ['2026-09-01T12:00:00Z', '2026-2027'],
    ['2026-12-31T12:00:00Z', '2026-2027'],
    ['2027-01-15T12:00:00Z', '2026-2027'],
    ['2027-08-31T12:00:00Z', '2026-2027'],
    ['2024-10-01T12:00:00Z', '2024-2025'],
  ])('%s belongs to %s', (instant, year) => {
    expect(schoolYearOf(new Date(instant))).toBe(year);
  });

  it('reads the month in Toronto, not in UTC, at the September boundary', () => {
    // 1 September 02:00 UTC is still 31 August 22:00 in Toronto: the previous school year.
    expect(schoolYearOf(new Date('2026-09-01T02:00:00Z'))).toBe('2025-2026');
    // 1 September 00:30 in Toronto (04:30 UTC): the new one.
    expect(schoolYearOf(new Date('2026-09-01T04:30:00Z'))).toBe('2026-2027');
  });

  it('reads the year in Toronto on New Year’s Eve', () => {
    expect(torontoYearMonth(new Date('2027-01-01T03:00:00Z'))).toEqual({ year: 2026, month: 12 });
  });

  it('recognises only consecutive years in the shape YYYY-YYYY', () => {
    expect(isSchoolYear('2026-2027')).toBe(true);
    expect(isSchoolYear('2026-2028')).toBe(false);
    expect(isSchoolYear('2026/2027')).toBe(false);
    expect(isSchoolYear('26-27')).toBe(false);
  });

  it('gives the next school year', () => {
    expect(nextSchoolYear('2026-2027')).toBe('2027-2028');
    expect(() => nextSchoolYear('2026')).toThrow('Not a school year');
  });
});
