import { isSchoolYear } from '../school-year.js';
import type { DayRange } from '../practice/calendar-day.js';

/**
 * Issue 13 §5: a new budget starts with these categories (instruments, repairs, scores, trips, events,
 * other); each can be renamed, removed while nothing is entered against it, and others added.
 */
export const defaultBudgetCategories = [
  'instruments',
  'repairs',
  'scores',
  'trips',
  'events',
  'other',
] as const;
export type DefaultBudgetCategory = (typeof defaultBudgetCategories)[number];

export const budgetCategoryNameMax = 80;
export const budgetCategoryNoteMax = 500;
export const budgetEntryLabelMax = 200;
/** More than enough for a department; a guard against a runaway client. */
export const budgetCategoriesMax = 50;

/** Spec §9: a school year runs from 1 September to 31 August. */
export function schoolYearDays(schoolYear: string): DayRange {
  if (!isSchoolYear(schoolYear)) throw new Error(`Not a school year: ${schoolYear}`);
  const start = Number(schoolYear.slice(0, 4));
  return { from: `${start}-09-01`, to: `${start + 1}-08-31` };
}

export type BudgetEntryKind = 'expense' | 'revenue';

export interface BudgetEntryAmount {
  categoryId: string;
  kind: BudgetEntryKind;
  /** Signed: a reversing entry carries the opposite of the amount it undoes. */
  amountCents: number;
}

export interface CategoryFigures {
  id: string;
  plannedCents: number;
  spentCents: number;
  revenueCents: number;
  /** Planned − spent + revenues: what the category still has. */
  remainingCents: number;
  /** Spent beyond what was planned and what came in: shown in red. */
  overBudget: boolean;
}

export interface BudgetFigures {
  categories: CategoryFigures[];
  plannedCents: number;
  spentCents: number;
  /** Revenues entered against categories. */
  revenueCents: number;
  /** Students' payments of purchases during the school year: revenue, counted automatically. */
  studentPaymentsCents: number;
  remainingCents: number;
  overBudget: boolean;
}

/** Every figure of the Budget page from the planned amounts, the entries and the students' payments. */
export function budgetFigures(
  categories: ReadonlyArray<{ id: string; plannedCents: number }>,
  entries: readonly BudgetEntryAmount[],
  studentPaymentsCents: number,
): BudgetFigures {
  const figures = categories.map((category): CategoryFigures => {
    const mine = entries.filter((entry) => entry.categoryId === category.id);
    const sum = (kind: BudgetEntryKind) =>
      mine.filter((entry) => entry.kind === kind).reduce((total, entry) => total + entry.amountCents, 0);
    const spentCents = sum('expense');
    const revenueCents = sum('revenue');
    const remainingCents = category.plannedCents - spentCents + revenueCents;
    return {
      id: category.id,
      plannedCents: category.plannedCents,
      spentCents,
      revenueCents,
      remainingCents,
      overBudget: remainingCents < 0,
    };
  });
  const total = (pick: (f: CategoryFigures) => number) => figures.reduce((sum, f) => sum + pick(f), 0);
  const plannedCents = total((f) => f.plannedCents);
  const spentCents = total((f) => f.spentCents);
  const revenueCents = total((f) => f.revenueCents);
  const remainingCents = plannedCents - spentCents + revenueCents + studentPaymentsCents;
  return {
    categories: figures,
    plannedCents,
    spentCents,
    revenueCents,
    studentPaymentsCents,
    remainingCents,
    overBudget: remainingCents < 0,
  };
}
