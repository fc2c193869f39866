import type { BudgetCategory } from '@crescendo/contracts';
import type { Say } from '@crescendo/finance-ui';

/** The name an admin gave it, else the starting category's own in the reader's language. */
export function categoryName(category: Pick<BudgetCategory, 'key' | 'name'>, say: Say): string {
  return category.name ?? say(`finance.budget.categories.${category.key ?? 'other'}`);
}
