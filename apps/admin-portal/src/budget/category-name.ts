import { useTranslation } from 'react-i18next';
import type { BudgetCategory } from '@crescendo/contracts';

/** The name an admin gave a category, else the starting category's own in the reader's language. */
export function useCategoryName(): (category: Pick<BudgetCategory, 'key' | 'name'>) => string {
  const { t } = useTranslation('finance');
  return (category) => category.name ?? t(`budget.categories.${category.key ?? 'other'}`);
}
