import { useTranslation } from 'react-i18next';
import type { BudgetEntry, BudgetView } from '@crescendo/contracts';
import { useLanguage } from '@crescendo/web-kit';
import { formatMoney } from '@crescendo/i18n';
import { Button, TableScroll } from '@crescendo/ui';
import { useCategoryName } from './category-name.js';

type Category = BudgetView['categories'][number];
type Currency = NonNullable<BudgetView['budget']>['currency'];

export interface CategoryTableProps {
  view: BudgetView;
  currency: Currency;
  onEdit: (category: Category) => void;
  onRemove: (category: Category) => void;
}

/**
 * Planned, spent, revenues and remaining per category and in total, the students' payments counted as
 * revenue; a category over its planned amount is red, says so in words and shows its note.
 */
export function CategoryTable({ view, currency, onEdit, onRemove }: CategoryTableProps) {
  const { t } = useTranslation('finance');
  const categoryName = useCategoryName();
  const lang = useLanguage();
  const money = (cents: number) => formatMoney(cents, currency, lang);
  const totals = view.totals!;
  return (
    <TableScroll label={t('budget.categoriesLabel')}>
      <table className="fu-table">
        <thead>
          <tr>
            <th scope="col">{t('budget.columns.category')}</th>
            <th scope="col" className="fu-amount">
              {t('budget.columns.planned')}
            </th>
            <th scope="col" className="fu-amount">
              {t('budget.columns.spent')}
            </th>
            <th scope="col" className="fu-amount">
              {t('budget.columns.revenue')}
            </th>
            <th scope="col" className="fu-amount">
              {t('budget.columns.remaining')}
            </th>
            <th scope="col">{t('budget.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {view.categories.map((category) => {
            const name = categoryName(category);
            return (
              <tr
                key={category.id}
                className={category.overBudget ? 'fu-row--over' : undefined}
                data-testid="budget-category"
              >
                <th scope="row">
                  {name}
                  {category.note && (
                    <span className="fu-note">
                      {t('budget.note')} : {category.note}
                    </span>
                  )}
                </th>
                <td className="fu-amount">{money(category.plannedCents)}</td>
                <td className="fu-amount">{money(category.spentCents)}</td>
                <td className="fu-amount">{money(category.revenueCents)}</td>
                <td className="fu-amount" data-testid="remaining">
                  {category.overBudget ? (
                    <span className="fu-over">
                      {money(category.remainingCents)}
                      <span className="fu-note fu-over">
                        {t('budget.overNamed', { amount: money(-category.remainingCents) })}
                      </span>
                    </span>
                  ) : (
                    money(category.remainingCents)
                  )}
                </td>
                <td>
                  <div className="fu-actions">
                    <Button
                      variant="secondary"
                      aria-label={t('budget.editCategoryNamed', { name })}
                      onClick={() => onEdit(category)}
                    >
                      {t('budget.editCategory')}
                    </Button>
                    <Button
                      variant="danger"
                      aria-label={t('budget.removeCategoryNamed', { name })}
                      onClick={() => onRemove(category)}
                    >
                      {t('budget.removeCategory')}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
          <tr>
            <th scope="row">{t('budget.studentPayments')}</th>
            <td />
            <td />
            <td className="fu-amount" data-testid="student-payments">
              {money(totals.studentPaymentsCents)}
            </td>
            <td />
            <td />
          </tr>
        </tbody>
        <tfoot>
          <tr className={totals.overBudget ? 'fu-row--over' : undefined}>
            <th scope="row">{t('budget.totals')}</th>
            <td className="fu-amount">{money(totals.plannedCents)}</td>
            <td className="fu-amount">{money(totals.spentCents)}</td>
            <td className="fu-amount">{money(totals.revenueCents + totals.studentPaymentsCents)}</td>
            <td className="fu-amount" data-testid="remaining-total">
              {money(totals.remainingCents)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

export interface EntryTableProps {
  /** The pages loaded so far. */
  entries: readonly BudgetEntry[];
  /** The budget's categories, to name each entry's. */
  categories: readonly Category[];
  currency: Currency;
  onReverse: (entry: BudgetEntry) => void;
}

/** The expenses and revenues loaded, newest first; a reversed one says so, a reversal gives its reason. */
export function EntryTable({ entries, categories, currency, onReverse }: EntryTableProps) {
  const { t } = useTranslation('finance');
  const categoryName = useCategoryName();
  const lang = useLanguage();
  const names = new Map(categories.map((category) => [category.id, categoryName(category)]));
  return (
    <TableScroll label={t('budget.entriesLabel')}>
      <table className="fu-table">
        <thead>
          <tr>
            <th scope="col">{t('budget.fields.day')}</th>
            <th scope="col">{t('budget.fields.category')}</th>
            <th scope="col">{t('budget.fields.kind')}</th>
            <th scope="col">{t('budget.fields.label')}</th>
            <th scope="col" className="fu-amount">
              {t('budget.fields.amount')}
            </th>
            <th scope="col">{t('budget.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr
              key={entry.id}
              className={entry.reversed || entry.reversesId ? 'fu-row--cancelled' : undefined}
            >
              <td>{entry.day}</td>
              <td>{names.get(entry.categoryId) ?? ''}</td>
              <td>{t(`budget.kinds.${entry.kind}`)}</td>
              <th scope="row">
                {entry.label}
                {entry.reversesId && entry.reason && (
                  <span className="fu-note">{t('budget.reversal', { reason: entry.reason })}</span>
                )}
                {entry.reversed && <span className="fu-note">{t('budget.wasReversed')}</span>}
              </th>
              <td className="fu-amount">{formatMoney(entry.amountCents, currency, lang)}</td>
              <td>
                {!entry.reversed && !entry.reversesId && (
                  <Button
                    variant="danger"
                    aria-label={t('budget.reverseNamed', { label: entry.label })}
                    onClick={() => onReverse(entry)}
                  >
                    {t('budget.reverse')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
