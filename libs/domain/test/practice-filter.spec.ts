import { filterPractices, matchesSearch, type SearchablePractice } from '../src/index.js';

const practice = (
  practiceDate: string,
  content: string,
  extra: Partial<SearchablePractice> = {},
): SearchablePractice & { id: string } => ({
  id: `${practiceDate}-${content}`,
  practiceDate,
  duration: 30,
  type: 'general',
  submittedAt: `${practiceDate}T22:00:00Z`,
  content,
  nextGoals: 'Garder le tempo',
  homeworkTitle: null,
  ...extra,
});

const today = '2026-11-23';
const practices = [
  practice('2026-10-31', 'Gammes majeures'), // last month
  practice('2026-11-23', 'Étude de Klosé', { submittedAt: '2026-11-23T15:00:00Z' }),
  practice('2026-11-17', 'Arpèges'), // 7th day back: inside the last 7 days
  practice('2026-11-16', 'Lecture à vue'), // 8th day back
  practice('2026-10-25', 'Pièce du concert'), // 30th day back
  practice('2026-10-24', 'Long tons'), // 31st day back
  practice('2026-11-23', 'Respiration', { submittedAt: '2026-11-23T21:00:00Z', type: 'homework' }),
];
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('the student’s practice table filters (spec §2 and §9)', () => {
  it('shows everything with "all", most recent first (then by when it was reported)', () => {
    expect(ids(filterPractices(practices, { date: 'all', search: '' }, today))).toEqual([
      '2026-11-23-Respiration',
      '2026-11-23-Étude de Klosé',
      '2026-11-17-Arpèges',
      '2026-11-16-Lecture à vue',
      '2026-10-31-Gammes majeures',
      '2026-10-25-Pièce du concert',
      '2026-10-24-Long tons',
    ]);
  });

  it('keeps the last 7 days, today included', () => {
    expect(ids(filterPractices(practices, { date: 'last7', search: '' }, today))).toEqual([
      '2026-11-23-Respiration',
      '2026-11-23-Étude de Klosé',
      '2026-11-17-Arpèges',
    ]);
  });

  it('keeps the last 30 days, today included', () => {
    const kept = ids(filterPractices(practices, { date: 'last30', search: '' }, today));
    expect(kept).toContain('2026-10-25-Pièce du concert');
    expect(kept).not.toContain('2026-10-24-Long tons');
    expect(kept).toHaveLength(6);
  });

  it('reads this month and last month on the calendar', () => {
    expect(filterPractices(practices, { date: 'thisMonth', search: '' }, today)).toHaveLength(4);
    expect(ids(filterPractices(practices, { date: 'lastMonth', search: '' }, today))).toEqual([
      '2026-10-31-Gammes majeures',
      '2026-10-25-Pièce du concert',
      '2026-10-24-Long tons',
    ]);
    // In January, last month is December of the year before.
    expect(filterPractices(practices, { date: 'lastMonth', search: '' }, '2027-01-02')).toEqual([]);
    expect(filterPractices(practices, { date: 'thisMonth', search: '' }, '2026-12-01')).toEqual([]);
  });

  it('combines the date filter and the search, and finds nothing when nothing matches', () => {
    expect(ids(filterPractices(practices, { date: 'last7', search: 'arpeges' }, today))).toEqual([
      '2026-11-17-Arpèges',
    ]);
    expect(filterPractices(practices, { date: 'lastMonth', search: 'arpèges' }, today)).toEqual([]);
  });
});

describe('the search box', () => {
  const etude = practice('2026-11-23', 'Étude de Klosé, mesures 1 à 16', {
    nextGoals: 'Jouer au métronome à 80',
    homeworkTitle: 'Gammes et arpèges',
  });

  it('ignores case, accents and surrounding spaces; an empty search keeps everything', () => {
    expect(matchesSearch(etude, '  ETUDE ')).toBe(true);
    expect(matchesSearch(etude, 'klose')).toBe(true);
    expect(matchesSearch(etude, '')).toBe(true);
    expect(matchesSearch(etude, '   ')).toBe(true);
  });

  it('looks in the content, the next goals and the assignment’s title; every word must be there', () => {
    expect(matchesSearch(etude, 'métronome')).toBe(true);
    expect(matchesSearch(etude, 'arpeges')).toBe(true);
    expect(matchesSearch(etude, 'klosé métronome')).toBe(true);
    expect(matchesSearch(etude, 'klosé trompette')).toBe(false);
  });
});
