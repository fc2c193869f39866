import { weeklyAverageMinutes, type PracticeRecord } from '../src/index.js';

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
