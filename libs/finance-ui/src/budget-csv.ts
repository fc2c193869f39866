import type { BudgetView } from '@crescendo/contracts';
import { centsToDecimal } from '@crescendo/domain';

export const budgetCsvColumns = [
  'category',
  'planned',
  'spent',
  'revenue',
  'remaining',
  'overBudget',
  'note',
] as const;
export type BudgetCsvColumn = (typeof budgetCsvColumns)[number];

export interface BudgetCsvInput {
  view: BudgetView;
  names: (category: BudgetView['categories'][number]) => string;
  headers: Record<BudgetCsvColumn, string>;
  /** The total line, the students' payments line and 'Oui' / 'Non'. */
  words: { totals: string; studentPayments: string; yes: string; no: string };
  decimalSeparator: '.' | ',';
}

/**
 * One row per category (planned, spent, revenues, remaining, over budget, note), then the students'
 * payments counted as revenue, then the totals: amounts as plain decimals a spreadsheet adds up.
 */
export function budgetCsvRows({ view, names, headers, words, decimalSeparator }: BudgetCsvInput): string[][] {
  const money = (cents: number) => centsToDecimal(cents, decimalSeparator);
  const rows = view.categories.map((category) => [
    names(category),
    money(category.plannedCents),
    money(category.spentCents),
    money(category.revenueCents),
    money(category.remainingCents),
    category.overBudget ? words.yes : words.no,
    category.note ?? '',
  ]);
  const totals = view.totals;
  if (totals) {
    rows.push([words.studentPayments, '', '', money(totals.studentPaymentsCents), '', '', '']);
    rows.push([
      words.totals,
      money(totals.plannedCents),
      money(totals.spentCents),
      money(totals.revenueCents + totals.studentPaymentsCents),
      money(totals.remainingCents),
      totals.overBudget ? words.yes : words.no,
      '',
    ]);
  }
  return [budgetCsvColumns.map((column) => headers[column]), ...rows];
}
