import {
  replacementDefaults,
  replacementDue,
  replacementPlan,
  schoolYearStartOf,
  type ReplacementItem,
} from '../src/index.js';

const item = (fields: Partial<ReplacementItem> = {}): ReplacementItem => ({
  family: 'cuivres',
  condition: 'good',
  purchaseDate: '2020-09-15',
  priceCents: 100_000,
  repairCostsCents: 0,
  ...fields,
});
const settings = replacementDefaults;
// Today is in the school year 2026-2027.
const now = 2026;

describe('the school year a day belongs to', () => {
  it('starts in September', () => {
    expect(schoolYearStartOf('2026-09-01')).toBe(2026);
    expect(schoolYearStartOf('2027-08-31')).toBe(2026);
    expect(schoolYearStartOf('2026-08-31')).toBe(2025);
  });
});

describe('when an instrument is due for replacement (issue 27 §7)', () => {
  it('defaults to 15 years and repairs over 50 % of its price', () => {
    expect(replacementDefaults).toEqual({ maxAgeYears: 15, repairRatioPercent: 50 });
  });

  it('is due now when it is out of service, whatever its age', () => {
    expect(replacementDue(item({ condition: 'out-of-service' }), settings, now)).toEqual({
      kind: 'due',
      startYear: 2026,
      reasons: ['out-of-service'],
      costCents: 100_000,
    });
  });

  it('is due now when its repairs cost more than the ratio of its price, not when they cost exactly that', () => {
    expect(replacementDue(item({ repairCostsCents: 50_001 }), settings, now)).toMatchObject({
      kind: 'due',
      startYear: 2026,
      reasons: ['repairs'],
    });
    // Exactly half: not over; bought 2020-09-15, it is due for its age in 2035-2036, after the plan.
    expect(replacementDue(item({ repairCostsCents: 50_000 }), settings, now)).toEqual({
      kind: 'later',
      startYear: 2035,
    });
    expect(
      replacementDue(item({ repairCostsCents: 30_001 }), { ...settings, repairRatioPercent: 30 }, now),
    ).toMatchObject({ startYear: 2026, reasons: ['repairs'] });
  });

  it('is due in the school year it reaches the maximum age', () => {
    // Bought 2012-09-15: 15 years on 2027-09-15, school year 2027-2028.
    expect(replacementDue(item({ purchaseDate: '2012-09-15' }), settings, now)).toEqual({
      kind: 'due',
      startYear: 2027,
      reasons: ['age'],
      costCents: 100_000,
    });
    // Bought 2012-06-15: 15 years on 2027-06-15, still this school year.
    expect(replacementDue(item({ purchaseDate: '2012-06-15' }), settings, now)).toMatchObject({
      startYear: 2026,
      reasons: ['age'],
    });
    expect(
      replacementDue(item({ purchaseDate: '2012-09-15' }), { ...settings, maxAgeYears: 20 }, now),
    ).toEqual({ kind: 'later', startYear: 2032 });
  });

  it('counts an instrument already past its age in this year (the backlog), with every reason', () => {
    expect(
      replacementDue(
        item({ purchaseDate: '1990-01-01', condition: 'out-of-service', repairCostsCents: 90_000 }),
        settings,
        now,
      ),
    ).toEqual({
      kind: 'due',
      startYear: 2026,
      reasons: ['out-of-service', 'repairs', 'age'],
      costCents: 100_000,
    });
  });

  it('never guesses: no purchase date and nothing else due is unknown; no price, due but unpriced', () => {
    expect(replacementDue(item({ purchaseDate: null }), settings, now)).toEqual({ kind: 'unknown' });
    expect(replacementDue(item({ purchaseDate: null, priceCents: null }), settings, now)).toEqual({
      kind: 'unknown',
    });
    // Repairs cannot be weighed against an unknown price.
    expect(
      replacementDue(
        item({ purchaseDate: null, priceCents: null, repairCostsCents: 999_999 }),
        settings,
        now,
      ),
    ).toEqual({ kind: 'unknown' });
    expect(
      replacementDue(
        item({ purchaseDate: null, priceCents: null, condition: 'out-of-service' }),
        settings,
        now,
      ),
    ).toEqual({ kind: 'due', startYear: 2026, reasons: ['out-of-service'], costCents: null });
  });
});

describe('the five-year plan per family', () => {
  const items: ReplacementItem[] = [
    item({ family: 'cordes', condition: 'out-of-service', priceCents: 80_000 }),
    item({ family: 'cordes', purchaseDate: '2012-10-01', priceCents: 120_000 }),
    item({ family: 'cordes', purchaseDate: '2013-10-01', priceCents: null }),
    item({ family: 'cuivres', purchaseDate: '2015-01-10', priceCents: 250_000 }),
    item({ family: 'bois', repairCostsCents: 60_000 }),
    item({ family: 'bois', purchaseDate: null }),
    item({ family: 'percussions', purchaseDate: '2024-09-01' }),
  ];
  const plan = replacementPlan(items, settings, '2026-11-30');

  it('spans this school year and the four after it', () => {
    expect(plan.schoolYears).toEqual(['2026-2027', '2027-2028', '2028-2029', '2029-2030', '2030-2031']);
  });

  it('counts and prices each family year by year, an unknown price counted apart', () => {
    const cordes = plan.families.find((f) => f.family === 'cordes')!;
    expect(cordes.years.map((y) => [y.count, y.costCents, y.unpriced])).toEqual([
      [1, 80_000, 0],
      [1, 120_000, 0],
      [1, 0, 1],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    const cuivres = plan.families.find((f) => f.family === 'cuivres')!;
    // Bought 2015-01-10: 15 years on 2030-01-10, school year 2029-2030.
    expect(cuivres.years[3]).toEqual({ schoolYear: '2029-2030', count: 1, costCents: 250_000, unpriced: 0 });
    expect(plan.families.map((f) => f.family)).toEqual(['cordes', 'bois', 'cuivres', 'percussions']);
    expect(plan.families.find((f) => f.family === 'percussions')!.years.every((y) => y.count === 0)).toBe(
      true,
    );
  });

  it('adds the families up, lists the unknown apart and says why this year’s are due', () => {
    expect(plan.totals.map((y) => y.costCents)).toEqual([180_000, 120_000, 0, 250_000, 0]);
    expect(plan.totals[0]!.count).toBe(2);
    expect(plan.unknown).toBe(1);
    expect(plan.families.find((f) => f.family === 'bois')!.unknown).toBe(1);
    expect(plan.dueNow).toEqual({ 'out-of-service': 1, repairs: 1, age: 0 });
  });
});
