import { retentionCutoffs } from '../src/index.js';

const defaults = {
  formerStudentMonths: 12,
  chatSchoolYears: 1,
  recordingsMonths: 24,
  aiLogMonths: 12,
  signInTraceDays: 90,
  loansSchoolYears: 1,
};

describe('retention cut-offs (issue 31 §5, decision 0059)', () => {
  it('counts months, days, and school years from 1 September in Quebec', () => {
    const cutoffs = retentionCutoffs(new Date('2026-11-29T08:00:00Z'), defaults);
    expect(cutoffs['practice-and-grades'].toISOString()).toBe('2025-11-29T08:00:00.000Z');
    expect(cutoffs.recordings.toISOString()).toBe('2024-11-29T08:00:00.000Z');
    expect(cutoffs['ai-log'].toISOString()).toBe('2025-11-29T08:00:00.000Z');
    expect(cutoffs['sign-in-traces'].toISOString()).toBe('2026-08-31T08:00:00.000Z');
    // In 2026-2027, the 2024-2025 chat is past (its year ended in August 2025, plus one year).
    expect(cutoffs.chat.toISOString()).toBe('2025-09-01T04:00:00.000Z');
    // A loan returned in 2024-2025 is past too; one returned in 2025-2026 stays until 1 September 2027.
    expect(cutoffs.loans.toISOString()).toBe('2025-09-01T04:00:00.000Z');
    const twoYears = retentionCutoffs(new Date('2026-11-29T08:00:00Z'), { ...defaults, loansSchoolYears: 2 });
    expect(twoYears.loans.toISOString()).toBe('2024-09-01T04:00:00.000Z');
  });

  it('keeps last school year’s chat until the next September, then lets it go', () => {
    const august = retentionCutoffs(new Date('2027-08-31T12:00:00Z'), defaults);
    expect(august.chat.toISOString()).toBe('2025-09-01T04:00:00.000Z');
    const september = retentionCutoffs(new Date('2027-09-01T12:00:00Z'), defaults);
    expect(september.chat.toISOString()).toBe('2026-09-01T04:00:00.000Z');
    const none = retentionCutoffs(new Date('2027-09-01T12:00:00Z'), { ...defaults, chatSchoolYears: 0 });
    expect(none.chat.toISOString()).toBe('2027-09-01T04:00:00.000Z');
  });
});
