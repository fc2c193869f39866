import { integrityFlags, median, sameContentKey } from '../src/index.js';

const today = '2026-11-23';
const report = (practiceDate: string, duration: number, content = 'Gammes et arpèges') => ({
  practiceDate,
  duration,
  content,
});
const usual = [report('2026-11-10', 30), report('2026-11-12', 40), report('2026-11-14', 35)];

describe('practice-integrity flags (shown to the teacher, never blocking)', () => {
  it('flags a duration far above the student’s usual: more than 3 × the median and more than 120 minutes', () => {
    expect(integrityFlags(report(today, 121, 'Concerto'), usual, today)).toEqual(['longerThanUsual']);
    // 3 × 35 = 105, but 120 minutes is not long enough to be unlikely.
    expect(integrityFlags(report(today, 120, 'Concerto'), usual, today)).toEqual([]);
    // A usual of 50 minutes: 140 is not 3 times it.
    const longer = [report('2026-11-10', 50), report('2026-11-12', 50), report('2026-11-14', 60)];
    expect(integrityFlags(report(today, 140, 'Concerto'), longer, today)).toEqual([]);
  });

  it('needs a few earlier reports before it compares with the usual', () => {
    expect(integrityFlags(report(today, 200, 'Concerto'), usual.slice(0, 2), today)).toEqual([]);
  });

  it('flags a day whose total passes 300 minutes', () => {
    const sameDay = [report(today, 150, 'Sonate'), report(today, 100, 'Étude')];
    expect(integrityFlags(report(today, 51, 'Gammes'), sameDay, today)).toContain('dayOverLimit');
    expect(integrityFlags(report(today, 50, 'Gammes'), sameDay, today)).not.toContain('dayOverLimit');
  });

  it('flags the same content reported 3 times within 7 days, as a reader compares it', () => {
    const earlier = [
      report('2026-11-18', 30, 'gammes  ET arpèges.'),
      report('2026-11-21', 30, 'Gammes et arpèges'),
    ];
    expect(integrityFlags(report(today, 30, ' Gammes et Arpèges! '), earlier, today)).toContain(
      'repeatedContent',
    );
    // The first of them 7 days back: outside the window.
    const spread = [report('2026-11-16', 30), report('2026-11-21', 30)];
    expect(integrityFlags(report(today, 30), spread, today)).not.toContain('repeatedContent');
  });

  it('flags a date in the future, or more than 30 days back', () => {
    expect(integrityFlags(report('2026-11-24', 30), [], today)).toEqual(['futureDate']);
    expect(integrityFlags(report('2026-10-24', 30), [], today)).toEqual([]); // 30 days back
    expect(integrityFlags(report('2026-10-23', 30), [], today)).toEqual(['tooOld']);
  });

  it('computes medians and content keys', () => {
    expect(median([])).toBeNull();
    expect(median([30, 10, 20])).toBe(20);
    expect(median([10, 20, 30, 40])).toBe(25);
    expect(sameContentKey('  Gammes   ET arpèges… ')).toBe(sameContentKey('gammes et arpèges…'));
  });
});
