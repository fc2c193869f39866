import {
  competencyIds,
  competencyOf,
  defaultTerms,
  musicCompetencies,
  musicCourses,
  practiceConsistency,
  programmeSource,
  termsProblem,
} from '../src/index.js';

describe('the Quebec music programme (issue 29 §1)', () => {
  it('has the three competencies, worded as the programme words them', () => {
    expect(musicCompetencies.map((competency) => competency.fr)).toEqual([
      'Créer des œuvres musicales',
      'Interpréter des œuvres musicales',
      'Apprécier des œuvres musicales',
    ]);
    expect(competencyIds).toEqual(['create', 'perform', 'appreciate']);
    expect(competencyOf('perform').en).toBe('Perform musical works');
  });

  it('names its source', () => {
    expect(programmeSource).toContain('Programme de formation de l’école québécoise');
  });

  it('lists the courses of spec §9 with their secondary year', () => {
    expect(musicCourses.map((course) => course.label)).toEqual([
      'MUS212',
      'MUS215',
      'MUS312',
      'MUS316',
      'MUS413',
      'MUS416',
      'MUS512',
      'MUS515',
    ]);
    expect(musicCourses.find((course) => course.code === 'mus416')?.secondaryYear).toBe(4);
  });
});

describe('the terms of a school year (Étapes)', () => {
  it('are proposed as two terms of 40 % and 60 % within the school year', () => {
    const terms = defaultTerms('2026-2027');
    expect(terms).toEqual([
      { name: 'Étape 1', startsOn: '2026-08-25', endsOn: '2027-01-20', weight: 40 },
      { name: 'Étape 2', startsOn: '2027-01-21', endsOn: '2027-06-30', weight: 60 },
    ]);
    expect(termsProblem('2026-2027', terms)).toBeNull();
  });

  it('refuses weights that do not add up to 100', () => {
    const terms = defaultTerms('2026-2027').map((term) => ({ ...term, weight: 30 }));
    expect(termsProblem('2026-2027', terms)).toBe('termsWeights');
  });

  it('refuses terms that overlap or are out of order', () => {
    const [first, second] = defaultTerms('2026-2027');
    expect(termsProblem('2026-2027', [first!, { ...second!, startsOn: '2027-01-20' }])).toBe('termsOrder');
    expect(termsProblem('2026-2027', [second!, first!])).toBe('termsOrder');
  });

  it('refuses a term outside the school year or ending before it starts', () => {
    const [first, second] = defaultTerms('2026-2027');
    expect(termsProblem('2026-2027', [first!, { ...second!, endsOn: '2027-07-01' }])).toBe(
      'termsOutsideYear',
    );
    expect(termsProblem('2026-2027', [{ ...first!, endsOn: '2026-08-01' }, second!])).toBe(
      'termEndsBeforeStart',
    );
  });

  it('accepts three terms of the former regime (20 %, 20 %, 60 %): nothing is hard-coded', () => {
    const terms = [
      { name: 'Étape 1', startsOn: '2026-08-27', endsOn: '2026-11-06', weight: 20 },
      { name: 'Étape 2', startsOn: '2026-11-09', endsOn: '2027-02-12', weight: 20 },
      { name: 'Étape 3', startsOn: '2027-02-15', endsOn: '2027-06-22', weight: 60 },
    ];
    expect(termsProblem('2026-2027', terms)).toBeNull();
  });
});

describe('practice consistency (never minutes)', () => {
  it('is the days practised per week and the share of assignments handed in', () => {
    // 28 days: 4 weeks; 16 days practised → 4 a week; 3 of 4 handed in → 75 %.
    expect(
      practiceConsistency({ practiceDays: 16, assigned: 4, handedIn: 3 }, '2026-09-01', '2026-09-28'),
    ).toEqual({ daysPerWeek: 4, handedInPercent: 75 });
  });

  it('has no share when nothing was due, and at most 7 days a week', () => {
    expect(
      practiceConsistency({ practiceDays: 3, assigned: 0, handedIn: 0 }, '2026-09-01', '2026-09-02'),
    ).toEqual({ daysPerWeek: 7, handedInPercent: null });
  });
});
