import type { BudgetEntry, BudgetView } from '@crescendo/contracts';
import { useLanguage } from '@crescendo/web-kit';
import { useSay } from '@crescendo/finance-ui';
import { formatMoney } from '@crescendo/i18n';
import { Button, TableScroll } from '@crescendo/ui';
import { categoryName } from './category-name.js';

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
  const say = useSay();
  const lang = useLanguage();
  const money = (cents: number) => formatMoney(cents, currency, lang);
  const totals = view.totals!;
  return (
    <TableScroll label={say('finance.budget.categoriesLabel')}>
      <table className="fu-table">
        <thead>
          <tr>
            <th scope="col">{say('finance.budget.columns.category')}</th>
            <th scope="col" className="fu-amount">
              {say('finance.budget.columns.planned')}
            </th>
            <th scope="col" className="fu-amount">
              {say('finance.budget.columns.spent')}
            </th>
            <th scope="col" className="fu-amount">
              {say('finance.budget.columns.revenue')}
            </th>
            <th scope="col" className="fu-amount">
              {say('finance.budget.columns.remaining')}
            </th>
            <th scope="col">{say('finance.budget.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {view.categories.map((category) => {
            const name = categoryName(category, say);
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
                      {say('finance.budget.note')} : {category.note}
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
                        {say('finance.budget.overNamed', { amount: money(-category.remainingCents) })}
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
                      aria-label={say('finance.budget.editCategoryNamed', { name })}
                      onClick={() => onEdit(category)}
                    >
                      {say('finance.budget.editCategory')}
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={say('finance.budget.removeCategoryNamed', { name })}
                      onClick={() => onRemove(category)}
                    >
                      {say('finance.budget.removeCategory')}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
          <tr>
            <th scope="row">{say('finance.budget.studentPayments')}</th>
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
            <th scope="row">{say('finance.budget.totals')}</th>
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
  const say = useSay();
  const lang = useLanguage();
  const names = new Map(categories.map((category) => [category.id, categoryName(category, say)]));
  return (
    <TableScroll label={say('finance.budget.entriesLabel')}>
      <table className="fu-table">
        <thead>
          <tr>
            <th scope="col">{say('finance.budget.fields.day')}</th>
            <th scope="col">{say('finance.budget.fields.category')}</th>
            <th scope="col">{say('finance.budget.fields.kind')}</th>
            <th scope="col">{say('finance.budget.fields.label')}</th>
            <th scope="col" className="fu-amount">
              {say('finance.budget.fields.amount')}
            </th>
            <th scope="col">{say('finance.budget.columns.actions')}</th>
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
              <td>{say(`finance.budget.kinds.${entry.kind}`)}</td>
              <th scope="row">
                {entry.label}
                {entry.reversesId && entry.reason && (
                  <span className="fu-note">{say('finance.budget.reversal', { reason: entry.reason })}</span>
                )}
                {entry.reversed && <span className="fu-note">{say('finance.budget.wasReversed')}</span>}
              </th>
              <td className="fu-amount">{formatMoney(entry.amountCents, currency, lang)}</td>
              <td>
                {!entry.reversed && !entry.reversesId && (
                  <Button
                    variant="ghost"
                    aria-label={say('finance.budget.reverseNamed', { label: entry.label })}
                    onClick={() => onReverse(entry)}
                  >
                    {say('finance.budget.reverse')}
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
