import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermInput } from '@crescendo/contracts';
import { schoolYearOf } from '@crescendo/domain';
import { describeError } from '@crescendo/i18n/server-errors';
import { Alert, Button, PageHeader, Spinner, TextField } from '@crescendo/ui';
import { withToasts } from '@crescendo/web-kit';
import { SchoolReportCards } from './school-report-cards.js';
import { useSetTerms, useTerms } from './terms-api.js';
import { TermsStyles } from './terms-styles.js';

interface TermRow {
  id?: string;
  name: string;
  startsOn: string;
  endsOn: string;
  weight: string;
}

const rowOf = (term: Omit<TermInput, 'weight'> & { weight: number }): TermRow => ({
  id: term.id,
  name: term.name,
  startsOn: term.startsOn,
  endsOn: term.endsOn,
  weight: String(term.weight),
});

/**
 * 'Étapes' (/admin/etapes, issue 29 §3): the terms of this school year, their days and weights. While none is
 * saved, the Régime pédagogique's proposal is shown, to change or save as it is (decision 0056). Once saved, every
 * report card of the school for a term is rendered here into one zip ('Tous les bulletins de l'école').
 */
export function TermsPage() {
  const { t } = useTranslation(['translation', 'reports']);
  const schoolYear = schoolYearOf(new Date());
  const terms = useTerms(schoolYear);
  return (
    <>
      <TermsStyles />
      <PageHeader title={t('admin.pages.etapes.title')} description={t('reports:terms.intro')} />
      {terms.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : terms.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : (
        <>
          <TermsForm
            key={terms.dataUpdatedAt}
            schoolYear={schoolYear}
            initial={(terms.data.terms.length > 0 ? terms.data.terms : (terms.data.proposal ?? [])).map(
              rowOf,
            )}
            proposed={terms.data.terms.length === 0}
          />
          {terms.data.terms.length > 0 && <SchoolReportCards terms={terms.data.terms} />}
        </>
      )}
    </>
  );
}

function TermsForm({
  schoolYear,
  initial,
  proposed,
}: {
  schoolYear: string;
  initial: TermRow[];
  proposed: boolean;
}) {
  const { t, i18n } = useTranslation(['translation', 'reports']);
  const [rows, setRows] = useState(initial);
  const setTerms = useSetTerms(schoolYear);
  const change = (index: number, field: keyof Omit<TermRow, 'id'>, value: string) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  const total = rows.reduce((sum, row) => sum + (Number(row.weight) || 0), 0);
  const save = () =>
    void withToasts(
      setTerms.mutateAsync(rows.map((row) => ({ ...row, weight: Number(row.weight) }))),
      t('reports:terms.saved'),
      (error) => `${t('reports:terms.saveFailed')} ${describeError(error, i18n)}`,
    ).catch(() => undefined);
  return (
    <form
      className="cr-terms"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <p>{t('reports:terms.schoolYearIs', { schoolYear })}</p>
      {proposed && <Alert tone="info">{t('reports:terms.proposal')}</Alert>}
      {rows.map((row, index) => (
        <fieldset key={row.id ?? `new-${index}`} className="cr-terms__term">
          <legend>{t('reports:terms.legend', { number: index + 1 })}</legend>
          <TextField
            label={t('reports:terms.name')}
            value={row.name}
            onChange={(e) => change(index, 'name', e.target.value)}
          />
          <TextField
            label={t('reports:terms.startsOn')}
            type="date"
            value={row.startsOn}
            onChange={(e) => change(index, 'startsOn', e.target.value)}
          />
          <TextField
            label={t('reports:terms.endsOn')}
            type="date"
            value={row.endsOn}
            onChange={(e) => change(index, 'endsOn', e.target.value)}
          />
          <TextField
            label={t('reports:terms.weight')}
            inputMode="numeric"
            value={row.weight}
            onChange={(e) => change(index, 'weight', e.target.value)}
          />
          {rows.length > 1 && (
            <Button
              variant="secondary"
              aria-label={t('reports:terms.removeOne', { name: row.name })}
              onClick={() => setRows(rows.filter((_, at) => at !== index))}
            >
              {t('reports:terms.remove')}
            </Button>
          )}
        </fieldset>
      ))}
      <p aria-live="polite">{t('reports:terms.total', { total })}</p>
      <div className="cr-terms__actions">
        {rows.length < 4 && (
          <Button
            variant="secondary"
            onClick={() => setRows([...rows, { name: '', startsOn: '', endsOn: '', weight: '' }])}
          >
            {t('reports:terms.add')}
          </Button>
        )}
        <Button type="submit" disabled={setTerms.isPending}>
          {t('reports:terms.save')}
        </Button>
      </div>
    </form>
  );
}
