import { formatDate, formatDateTime, formatMoney, formatShortDate, formatTime } from '../src/index.js';

describe('formatMoney', () => {
  it("shows cents with 2 decimals as '12,50 $ CAD' in French", () => {
    expect(formatMoney(1250)).toBe('12,50 $ CAD');
    expect(formatMoney(1250, 'CAD', 'fr')).toBe('12,50 $ CAD');
    expect(formatMoney(0, 'CAD', 'fr')).toBe('0,00 $ CAD');
    expect(formatMoney(123456, 'CAD', 'fr')).toBe('1 234,56 $ CAD');
    expect(formatMoney(-500, 'EUR', 'fr')).toBe('-5,00 € EUR');
  });

  it("shows '$12.50 CAD' in English", () => {
    expect(formatMoney(1250, 'CAD', 'en')).toBe('$12.50 CAD');
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56 USD');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
  });
});

describe('dates and times in America/Toronto', () => {
  // 18:05 UTC on 5 March 2026 is 13:05 in Toronto (EST, UTC-5).
  const winter = '2026-03-05T18:05:00Z';
  // 03:30 UTC on 1 July 2026 is still 30 June, 23:30 in Toronto (EDT, UTC-4).
  const summerNight = new Date('2026-07-01T03:30:00Z');

  it('formats the time as HH:mm on 24 hours in both languages', () => {
    expect(formatTime(winter)).toBe('13:05');
    expect(formatTime(winter, 'en')).toBe('13:05');
    expect(formatTime(summerNight)).toBe('23:30');
    expect(formatTime(Date.parse('2026-03-05T05:07:00Z'))).toBe('00:07');
  });

  it('formats dates in the school zone, not the machine zone', () => {
    expect(formatDate(winter)).toBe('5 mars 2026');
    expect(formatDate(winter, 'en')).toBe('March 5, 2026');
    expect(formatDate(summerNight)).toBe('30 juin 2026');
    expect(formatShortDate(summerNight)).toBe('2026-06-30');
    expect(formatDateTime(winter)).toBe('5 mars 2026, 13:05');
  });
});
