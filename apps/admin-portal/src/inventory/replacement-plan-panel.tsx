import { lazy, memo, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  addReplacementToBudgetRoute,
  getReplacementPlanRoute,
  replacementSettingsSchema,
  saveReplacementSettingsRoute,
  type ReplacementBudgetResult,
  type ReplacementPlanView,
} from '@crescendo/contracts';
import { formatMoney } from '@crescendo/i18n';
import { describeError, describeFields, describeIssue } from '@crescendo/i18n/server-errors';
import { Alert, Button, TextField, toast } from '@crescendo/ui';
import { callRoute } from '@crescendo/web-auth';

const ReplacementPlanChart = lazy(() => import('./replacement-plan-chart.js'));

const planKey = ['inventory', 'replacement-plan'] as const;

const css = `
.cr-plan { display: flex; flex-direction: column; gap: var(--cr-space-4); margin-top: var(--cr-space-3); }
.cr-plan__section { display: flex; flex-direction: column; gap: var(--cr-space-3); }
.cr-plan__heading { font-size: 1.125rem; margin: 0; }
.cr-plan__settings { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: var(--cr-space-3); align-items: end; }
.cr-plan__scroll { overflow-x: auto; max-width: 100%; }
.cr-plan__table { border-collapse: collapse; min-width: 40rem; width: 100%; background: var(--cr-color-surface); }
.cr-plan__table th, .cr-plan__table td { text-align: left; padding: var(--cr-space-2); border-bottom: 1px solid var(--cr-color-border); vertical-align: top; }
.cr-plan__table tfoot th, .cr-plan__table tfoot td { font-weight: 600; }
.cr-plan__muted { color: var(--cr-color-muted); font-size: 0.875rem; display: block; }
.cr-plan__chart { position: relative; height: 16rem; }
.cr-plan__budget { display: flex; flex-wrap: wrap; gap: var(--cr-space-3); align-items: center; }
.cr-plan p { margin: 0; }
@media (max-width: 760px) {
  .cr-plan .cr-button, .cr-plan .cr-field__input { min-height: 44px; }
  .cr-plan__budget .cr-button { width: 100%; }
}
`;

type SettingsField = 'maxAgeYears' | 'repairRatioPercent';

/** Each plan answered is drawn by a chart of its own (a new one rather than chart.js's update of the last). */
const drawings = new WeakMap<ReplacementPlanView, number>();
let drawn = 0;
function drawingOf(view: ReplacementPlanView): number {
  if (!drawings.has(view)) drawings.set(view, (drawn += 1));
  return drawings.get(view)!;
}

/**
 * The 'Plan de remplacement' tab of the admin's 'Inventaire' (issue 27 §7): the school's two settings, the
 * five-year plan per family as a chart and a table (counts and costs per school year, the unknown apart), and
 * 'Ajouter au budget', which puts next school year's amount in the budget's 'Instruments' (once).
 */
export function ReplacementPlanPanel() {
  const { t, i18n } = useTranslation(['translation', 'inventory', 'inventoryPlan']);
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const client = useQueryClient();
  const plan = useQuery({ queryKey: planKey, queryFn: () => callRoute(getReplacementPlanRoute, {}) });
  const [values, setValues] = useState<Record<SettingsField, string>>({
    maxAgeYears: '',
    repairRatioPercent: '',
  });
  const [errors, setErrors] = useState<Partial<Record<SettingsField, string>>>({});
  const [budgetSaid, setBudgetSaid] = useState<string | null>(null);
  const settings = plan.data?.settings;
  useEffect(() => {
    if (settings)
      setValues({
        maxAgeYears: String(settings.maxAgeYears),
        repairRatioPercent: String(settings.repairRatioPercent),
      });
  }, [settings?.maxAgeYears, settings?.repairRatioPercent]);

  const save = useMutation({
    mutationFn: (body: { maxAgeYears: number; repairRatioPercent: number }) =>
      callRoute(saveReplacementSettingsRoute, { body }),
    onSuccess: (view) => client.setQueryData(planKey, view),
  });
  const addToBudget = useMutation({
    mutationFn: () => callRoute(addReplacementToBudgetRoute, {}),
  });

  const money = (cents: number) => formatMoney(cents, 'CAD', lang);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
    const checked = replacementSettingsSchema.safeParse({
      maxAgeYears: number(values.maxAgeYears),
      repairRatioPercent: number(values.repairRatioPercent),
    });
    if (!checked.success) {
      const found: Partial<Record<SettingsField, string>> = {};
      for (const issue of checked.error.issues)
        found[issue.path[0] as SettingsField] ??= describeIssue(issue, i18n);
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(checked.data);
      toast.success(t('inventoryPlan:settings.saved'));
    } catch (error) {
      setErrors(describeFields(error, i18n) as Partial<Record<SettingsField, string>>);
      toast.error(`${t('inventoryPlan:settings.saveFailed')} ${describeError(error, i18n)}`);
    }
  };

  const sayBudget = (result: ReplacementBudgetResult) => {
    const schoolYear = result.schoolYear;
    const what =
      result.addedCents === 0 && !result.budgetCreated
        ? t('inventoryPlan:budget.already', { schoolYear })
        : result.budgetCreated
          ? t('inventoryPlan:budget.addedCreated', { schoolYear })
          : t('inventoryPlan:budget.added', { schoolYear });
    return `${what} ${t('inventoryPlan:budget.planned', { schoolYear, planned: money(result.plannedCents) })}`;
  };

  const add = async () => {
    setBudgetSaid(null);
    try {
      const result = await addToBudget.mutateAsync();
      const said = sayBudget(result);
      setBudgetSaid(said);
      toast.success(said);
    } catch (error) {
      toast.error(`${t('inventoryPlan:budget.failed')} ${describeError(error, i18n)}`);
    }
  };

  return (
    <div className="cr-plan">
      <style href="crescendo-replacement-plan" precedence="default">
        {css}
      </style>
      <section className="cr-plan__section" aria-labelledby="cr-plan-heading">
        <h2 id="cr-plan-heading" className="cr-plan__heading">
          {t('inventoryPlan:heading')}
        </h2>
        <p>{t('inventoryPlan:intro')}</p>
      </section>
      <section className="cr-plan__section" aria-labelledby="cr-plan-settings">
        <h3 id="cr-plan-settings" className="cr-plan__heading">
          {t('inventoryPlan:settings.heading')}
        </h3>
        <form className="cr-plan__settings" noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={t('inventoryPlan:settings.maxAgeYears')}
            type="number"
            inputMode="numeric"
            min={5}
            max={50}
            value={values.maxAgeYears}
            onChange={(event) => setValues({ ...values, maxAgeYears: event.target.value })}
            error={errors.maxAgeYears}
          />
          <TextField
            label={t('inventoryPlan:settings.repairRatioPercent')}
            type="number"
            inputMode="numeric"
            min={10}
            max={100}
            value={values.repairRatioPercent}
            onChange={(event) => setValues({ ...values, repairRatioPercent: event.target.value })}
            error={errors.repairRatioPercent}
          />
          <Button type="submit" disabled={save.isPending || !plan.data}>
            {t('inventoryPlan:settings.save')}
          </Button>
        </form>
        <p className="cr-plan__muted">{t('inventoryPlan:settings.defaults')}</p>
      </section>
      {plan.isError && <Alert tone="error">{t('app.loadFailed')}</Alert>}
      {plan.isPending && <p role="status">{t('inventoryPlan:loading')}</p>}
      {plan.data && <PlanFigures view={plan.data} lang={lang} />}
      {plan.data && (
        <section className="cr-plan__section" aria-labelledby="cr-plan-budget">
          <h3 id="cr-plan-budget" className="cr-plan__heading">
            {t('inventoryPlan:budget.heading')}
          </h3>
          <div className="cr-plan__budget">
            <p>
              {t('inventoryPlan:budget.next', {
                schoolYear: plan.data.nextYear.schoolYear,
                cost: money(plan.data.nextYear.costCents),
              })}
            </p>
            <Button
              onClick={() => void add()}
              disabled={addToBudget.isPending}
              aria-describedby="cr-plan-budget-explain"
            >
              {addToBudget.isPending ? t('inventoryPlan:budget.adding') : t('inventoryPlan:budget.add')}
            </Button>
          </div>
          <p id="cr-plan-budget-explain" className="cr-plan__muted">
            {t('inventoryPlan:budget.explain')}
          </p>
          <p role="status" data-testid="replacement-budget-status">
            {budgetSaid ?? ''}
          </p>
        </section>
      )}
    </div>
  );
}

/**
 * The chart, the table per family and year, and what is due now or cannot be told. Drawn again only when the
 * plan or the language changes (not on the budget's answer); the chart is a new one for new figures.
 */
const PlanFigures = memo(function PlanFigures({
  view,
  lang,
}: {
  view: ReplacementPlanView;
  lang: 'fr' | 'en';
}) {
  const { t } = useTranslation(['translation', 'inventory', 'inventoryPlan']);
  const money = (cents: number) => formatMoney(cents, 'CAD', lang);
  if (view.instruments === 0) return <p>{t('inventoryPlan:empty')}</p>;
  const yearLabel = (schoolYear: string, index: number) =>
    index === 0 ? t('inventoryPlan:table.now', { schoolYear }) : schoolYear;
  const cell = (year: ReplacementPlanView['totals'][number]) =>
    year.count === 0 ? (
      t('inventoryPlan:table.none')
    ) : (
      <>
        {t('inventoryPlan:table.cell', { count: year.count, cost: money(year.costCents) })}
        {year.unpriced > 0 && (
          <span className="cr-plan__muted">
            {t('inventoryPlan:table.unpriced', { count: year.unpriced })}
          </span>
        )}
      </>
    );
  const summary = `${t('inventoryPlan:chart.label')} : ${view.schoolYears
    .map((schoolYear, index) => `${schoolYear} ${money(view.totals[index]!.costCents)}`)
    .join(', ')}`;
  return (
    <section className="cr-plan__section" aria-label={t('inventoryPlan:table.label')}>
      <p>
        {t('inventoryPlan:dueNow', {
          outOfService: view.dueNow['out-of-service'] ?? 0,
          repairs: view.dueNow.repairs ?? 0,
          age: view.dueNow.age ?? 0,
        })}
      </p>
      <Suspense fallback={<p>{summary}</p>}>
        <ReplacementPlanChart
          key={drawingOf(view)}
          summary={summary}
          labels={view.schoolYears}
          families={view.families.map((family) => ({
            label: t(`inventory:families.${family.family}`),
            costCents: family.years.map((year) => year.costCents),
          }))}
        />
      </Suspense>
      <div className="cr-plan__scroll" role="region" aria-label={t('inventoryPlan:table.label')} tabIndex={0}>
        <table className="cr-plan__table">
          <caption className="cr-visually-hidden">{t('inventoryPlan:table.label')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('inventoryPlan:table.family')}</th>
              {view.schoolYears.map((schoolYear, index) => (
                <th scope="col" key={schoolYear}>
                  {yearLabel(schoolYear, index)}
                </th>
              ))}
              <th scope="col">{t('inventoryPlan:table.unknown')}</th>
            </tr>
          </thead>
          <tbody>
            {view.families.map((family) => (
              <tr key={family.family}>
                <th scope="row">{t(`inventory:families.${family.family}`)}</th>
                {family.years.map((year) => (
                  <td key={year.schoolYear}>{cell(year)}</td>
                ))}
                <td>{family.unknown === 0 ? t('inventoryPlan:table.none') : family.unknown}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('inventoryPlan:table.total')}</th>
              {view.totals.map((year) => (
                <td key={year.schoolYear}>{cell(year)}</td>
              ))}
              <td>{view.unknown === 0 ? t('inventoryPlan:table.none') : view.unknown}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {view.unknown > 0 && <p>{t('inventoryPlan:unknownNote', { count: view.unknown })}</p>}
    </section>
  );
});
