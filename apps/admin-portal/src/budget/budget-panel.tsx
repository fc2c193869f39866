import { lazy, Suspense, useState } from 'react';
import type { BudgetView } from '@crescendo/contracts';
import { nextSchoolYear, schoolYearOf } from '@crescendo/domain';
import { ReasonModal } from '@crescendo/finance-ui';
import { LoadMoreButton, useLanguage, withToasts } from '@crescendo/web-kit';
import { describeError } from '@crescendo/i18n/server-errors';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@crescendo/i18n';
import { Alert, Button, EmptyState, Modal, SelectField, Spinner, toast } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { useBudget, useBudgetEntryPages, useBudgetMutations } from './budget-api.js';
import { CategoryTable, EntryTable } from './budget-tables.js';
import { CategoryModal } from './category-modal.js';
import { useCategoryName } from './category-name.js';
import { EntryModal } from './entry-modal.js';

// chart.js is ~70 KB gzip: its own chunk, fetched when the budget's chart first shows.
const BudgetChart = lazy(() => import('./budget-chart.js'));

type Category = BudgetView['categories'][number];
type Dialog =
  | { kind: 'addCategory' | 'entry' }
  | { kind: 'editCategory' | 'removeCategory'; category: Category }
  | { kind: 'reverse'; entryId: string; label: string }
  | null;

/** The school years an admin chooses among: the previous one, this one and the next. */
function yearChoices(current: string): string[] {
  const start = Number(current.slice(0, 4));
  return [`${start - 1}-${start}`, current, nextSchoolYear(current)];
}

/**
 * Issue 13 §5: a school year's budget — categories, planned, spent, revenues, remaining, chart, CSV — and its
 * entries a page at a time ('Charger plus', issue 34); the figures are summed by the finance service.
 */
export function BudgetPanel() {
  const { t } = useTranslation(['translation', 'finance']);
  const categoryName = useCategoryName();
  const lang = useLanguage();
  const { me } = useAuth();
  const { i18n } = useTranslation();
  const current = schoolYearOf(new Date());
  const [schoolYear, setSchoolYear] = useState(current);
  const budget = useBudget(schoolYear);
  const mutations = useBudgetMutations();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  /** A change with its toasts; rejects after the error toast, for a form to show the server's words. */
  const saved = <T,>(run: Promise<T>, success: string = t('finance:budget.saved')) =>
    // The spec's toast, then the server's reason (a category with entries cannot be removed).
    withToasts(run, success, (error) => `${t('errors.update')} ${describeError(error, i18n)}`);

  const view = budget.data;
  const entryPages = useBudgetEntryPages(view?.budget?.id ?? null);
  const entries = entryPages.data?.pages.flatMap((page) => page.entries) ?? [];
  const exportCsv = async () => {
    if (!view?.budget) return;
    const [{ budgetCsvRows }, { csvFormats, downloadText, spreadsheetCsv }] = await Promise.all([
      import('@crescendo/finance-ui/budget-csv'),
      import('@crescendo/web-kit/csv'),
    ]);
    const format = csvFormats[lang];
    const rows = budgetCsvRows({
      view,
      names: categoryName,
      headers: {
        category: t('finance:budget.csvHeaders.category'),
        planned: t('finance:budget.csvHeaders.planned'),
        spent: t('finance:budget.csvHeaders.spent'),
        revenue: t('finance:budget.csvHeaders.revenue'),
        remaining: t('finance:budget.csvHeaders.remaining'),
        overBudget: t('finance:budget.csvHeaders.overBudget'),
        note: t('finance:budget.csvHeaders.note'),
      },
      words: {
        totals: t('finance:budget.totals'),
        studentPayments: t('finance:budget.studentPayments'),
        yes: t('finance:budget.yes'),
        no: t('finance:budget.no'),
      },
      decimalSeparator: format.decimalSeparator,
    });
    downloadText(t('finance:budget.csvFileName', { schoolYear }), spreadsheetCsv(rows, format));
    toast.success(t('finance:csv.exported'));
  };

  return (
    <>
      <div className="fu-filters">
        <SelectField
          label={t('finance:budget.schoolYear')}
          value={schoolYear}
          options={yearChoices(current).map((year) => ({ value: year, label: year }))}
          onChange={(event) => setSchoolYear(event.target.value)}
        />
      </div>
      {budget.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : budget.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : !view?.budget ? (
        <>
          <EmptyState title={t('finance:budget.none', { schoolYear })} />
          <Button
            onClick={() =>
              void saved(
                mutations.create.mutateAsync({ schoolYear, currency: me?.settings.currency ?? 'CAD' }),
                t('finance:budget.created'),
              ).catch(() => undefined)
            }
          >
            {t('finance:budget.create', { schoolYear })}
          </Button>
        </>
      ) : (
        <>
          <div className="fu-toolbar">
            <Button onClick={() => setDialog({ kind: 'entry' })}>{t('finance:budget.addEntry')}</Button>
            <Button variant="secondary" onClick={() => setDialog({ kind: 'addCategory' })}>
              {t('finance:budget.addCategory')}
            </Button>
            <Button variant="secondary" onClick={() => void exportCsv()}>
              {t('finance:csv.export')}
            </Button>
          </div>
          <dl className="fu-totals__currency fu-budget-summary">
            <div>
              <dt>{t('finance:budget.columns.planned')}</dt>
              <dd>{formatMoney(view.totals!.plannedCents, view.budget.currency, lang)}</dd>
            </div>
            <div>
              <dt>{t('finance:budget.columns.spent')}</dt>
              <dd>{formatMoney(view.totals!.spentCents, view.budget.currency, lang)}</dd>
            </div>
            <div className={view.totals!.overBudget ? 'fu-totals__unpaid' : undefined}>
              <dt>{t('finance:budget.remainingTotal')}</dt>
              <dd data-testid="budget-remaining">
                {formatMoney(view.totals!.remainingCents, view.budget.currency, lang)}
              </dd>
            </div>
          </dl>
          <section aria-labelledby="budget-categories" className="fu-section">
            <h2 id="budget-categories" className="fu-section__title">
              {t('finance:budget.categoriesTitle')}
            </h2>
            <CategoryTable
              view={view}
              currency={view.budget.currency}
              onEdit={(category) => setDialog({ kind: 'editCategory', category })}
              onRemove={(category) => setDialog({ kind: 'removeCategory', category })}
            />
          </section>
          <section aria-labelledby="budget-chart" className="fu-section">
            <h2 id="budget-chart" className="fu-section__title">
              {t('finance:budget.chartTitle')}
            </h2>
            <Suspense fallback={<p>{t('finance:budget.chartLoading')}</p>}>
              <BudgetChart
                bars={view.categories.map((category) => ({
                  label: categoryName(category),
                  plannedCents: category.plannedCents,
                  spentCents: category.spentCents,
                  over: category.overBudget,
                }))}
                labels={{ planned: t('finance:budget.planned'), spent: t('finance:budget.spent') }}
                summary={view.categories
                  .map((category) =>
                    t('finance:budget.chartSummary', {
                      category: categoryName(category),
                      planned: formatMoney(category.plannedCents, view.budget!.currency, lang),
                      spent: formatMoney(category.spentCents, view.budget!.currency, lang),
                    }),
                  )
                  .join(' ')}
              />
            </Suspense>
          </section>
          <section aria-labelledby="budget-entries" className="fu-section">
            <h2 id="budget-entries" className="fu-section__title">
              {t('finance:budget.entriesTitle')}
            </h2>
            {entryPages.isPending ? (
              <Spinner label={t('app.loadingShort')} />
            ) : entryPages.isError ? (
              <Alert tone="error">{t('app.loadFailed')}</Alert>
            ) : entries.length === 0 ? (
              <EmptyState title={t('finance:budget.entriesEmpty')} />
            ) : (
              <>
                <EntryTable
                  entries={entries}
                  categories={view.categories}
                  currency={view.budget.currency}
                  onReverse={(entry) => setDialog({ kind: 'reverse', entryId: entry.id, label: entry.label })}
                />
                <LoadMoreButton
                  pages={entryPages}
                  label={t('finance:loadMore')}
                  busyLabel={t('app.loadingShort')}
                  boxClassName="fu-toolbar"
                />
              </>
            )}
          </section>
          {dialog?.kind === 'entry' && (
            <EntryModal
              schoolYear={schoolYear}
              categories={view.categories}
              onSave={(entry) => saved(mutations.addEntry.mutateAsync(entry), t('finance:budget.entryAdded'))}
              onClose={close}
            />
          )}
          {dialog?.kind === 'addCategory' && (
            <CategoryModal
              title={t('finance:budget.addCategory')}
              initialName=""
              onSave={({ name, planned }) =>
                saved(mutations.addCategory.mutateAsync({ budgetId: view.budget!.id, name, planned }))
              }
              onClose={close}
            />
          )}
          {dialog?.kind === 'editCategory' && (
            <CategoryModal
              category={dialog.category}
              title={t('finance:budget.editTitle', { name: categoryName(dialog.category) })}
              initialName={categoryName(dialog.category)}
              onSave={({ name, planned, note }) =>
                saved(
                  mutations.updateCategory.mutateAsync({
                    categoryId: dialog.category.id,
                    // A starting category keeps its own name (in each reader's language) until it is renamed.
                    ...(name !== categoryName(dialog.category) ? { name } : {}),
                    planned,
                    note: note || null,
                  }),
                )
              }
              onClose={close}
            />
          )}
          {dialog?.kind === 'removeCategory' && (
            <Modal
              open
              danger
              onOpenChange={(open) => !open && close()}
              title={t('finance:budget.removeTitle', { name: categoryName(dialog.category) })}
              description={t('finance:budget.removeWarning')}
              confirmLabel={t('common.delete')}
              cancelLabel={t('common.cancel')}
              onConfirm={() => {
                close();
                void saved(mutations.deleteCategory.mutateAsync(dialog.category.id)).catch(() => undefined);
              }}
            />
          )}
          {dialog?.kind === 'reverse' && (
            <ReasonModal
              title={t('finance:budget.reverseTitle', { label: dialog.label })}
              warning={t('finance:budget.reverseWarning')}
              confirmLabel={t('finance:budget.reverse')}
              onConfirm={(reason) =>
                saved(
                  mutations.reverseEntry.mutateAsync({ entryId: dialog.entryId, reason }),
                  t('finance:budget.reversed'),
                )
              }
              onClose={close}
            />
          )}
        </>
      )}
    </>
  );
}
