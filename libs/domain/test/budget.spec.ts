import { budgetFigures, defaultBudgetCategories, schoolYearDays } from '../src/index.js';

describe('the yearly budget', () => {
  it('starts with the issue’s six categories', () => {
    expect(defaultBudgetCategories).toEqual(['instruments', 'repairs', 'scores', 'trips', 'events', 'other']);
  });

  it('runs from 1 September to 31 August', () => {
    expect(schoolYearDays('2026-2027')).toEqual({ from: '2026-09-01', to: '2027-08-31' });
    expect(() => schoolYearDays('2026-2028')).toThrow();
  });

  it('computes spent, revenues and remaining per category and in total, students’ payments as revenue', () => {
    const figures = budgetFigures(
      [
        { id: 'instruments', plannedCents: 500_000 },
        { id: 'repairs', plannedCents: 100_000 },
        { id: 'trips', plannedCents: 0 },
      ],
      [
        { categoryId: 'instruments', kind: 'expense', amountCents: 320_000 },
        { categoryId: 'repairs', kind: 'expense', amountCents: 90_000 },
        { categoryId: 'repairs', kind: 'expense', amountCents: 30_000 },
        // A reversing entry undoes a mistaken expense.
        { categoryId: 'instruments', kind: 'expense', amountCents: 50_000 },
        { categoryId: 'instruments', kind: 'expense', amountCents: -50_000 },
        { categoryId: 'trips', kind: 'expense', amountCents: 40_000 },
        { categoryId: 'trips', kind: 'revenue', amountCents: 40_000 },
      ],
      12_500,
    );
    expect(figures.categories).toEqual([
      {
        id: 'instruments',
        plannedCents: 500_000,
        spentCents: 320_000,
        revenueCents: 0,
        remainingCents: 180_000,
        overBudget: false,
      },
      {
        id: 'repairs',
        plannedCents: 100_000,
        spentCents: 120_000,
        revenueCents: 0,
        remainingCents: -20_000,
        overBudget: true,
      },
      {
        id: 'trips',
        plannedCents: 0,
        spentCents: 40_000,
        revenueCents: 40_000,
        remainingCents: 0,
        overBudget: false,
      },
    ]);
    expect(figures).toMatchObject({
      plannedCents: 600_000,
      spentCents: 480_000,
      revenueCents: 40_000,
      studentPaymentsCents: 12_500,
      remainingCents: 172_500,
      overBudget: false,
    });
  });

  it('is over budget in total when spending passes what was planned and came in', () => {
    const figures = budgetFigures(
      [{ id: 'a', plannedCents: 1000 }],
      [{ categoryId: 'a', kind: 'expense', amountCents: 1600 }],
      500,
    );
    expect(figures.remainingCents).toBe(-100);
    expect(figures.overBudget).toBe(true);
  });
});
