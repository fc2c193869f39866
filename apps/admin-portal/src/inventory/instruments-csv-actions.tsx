import { useRef, useState } from 'react';
import { CsvImportControls } from './csv-import-controls.js';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addInstrumentRoute, listInstrumentsRoute, type InventoryInstrument } from '@crescendo/contracts';
import type { InstrumentCondition, InstrumentFamily } from '@crescendo/domain';
import { describeError, describeIssue } from '@crescendo/i18n/server-errors';
import { Button, toast } from '@crescendo/ui';
import { callRoute } from '@crescendo/web-auth';
import { inventoryKey } from '@crescendo/inventory-ui';
import {
  importedInstruments,
  instrumentCsvColumns,
  instrumentCsvRows,
  type ImportProblem,
  type InstrumentCsvColumn,
  type InstrumentCsvVocabulary,
} from './instruments-csv.js';
import { instrumentListQuery, type InstrumentFilters } from './inventory-api.js';

/** An export stops there: a school's inventory is hundreds of instruments, not tens of thousands. */
const exportLimit = 20_000;

/**
 * 'Exporter (CSV)' of the instruments the filters show (every page) and 'Importer (CSV)' of a spreadsheet with
 * the same columns (issue 27 §1): each row added as 'Ajouter un instrument' adds one, so the server decides
 * (a taken asset number is refused with its words); the rows not imported are listed with their line.
 */
export function InstrumentsCsvActions({ filters }: { filters: InstrumentFilters }) {
  const { t, i18n } = useTranslation(['translation', 'inventory']);
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const client = useQueryClient();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);

  const headersIn = (language: 'fr' | 'en') => {
    const say = i18n.getFixedT(language, 'inventory');
    return Object.fromEntries(
      instrumentCsvColumns.map((column) => [column, say(`instruments.fields.${column}`)]),
    ) as Record<InstrumentCsvColumn, string>;
  };

  const exportCsv = async () => {
    setBusy(true);
    try {
      const instruments: InventoryInstrument[] = [];
      let cursor: string | undefined;
      do {
        const page = await callRoute(listInstrumentsRoute, { query: instrumentListQuery(filters, cursor) });
        instruments.push(...page.instruments);
        cursor = page.nextCursor ?? undefined;
      } while (cursor && instruments.length < exportLimit);
      const { csvFormats, downloadText, spreadsheetCsv } = await import('@crescendo/web-kit/csv');
      const format = csvFormats[lang];
      const rows = instrumentCsvRows(
        instruments,
        {
          headers: headersIn(lang),
          family: (family) => t(`inventory:families.${family}`),
          condition: (condition) => t(`inventory:conditions.${condition}`),
          availability: (availability) => t(`inventory:availability.${availability}`),
        },
        format.decimalSeparator,
      );
      downloadText(t('inventory:instrumentsCsv.fileName'), spreadsheetCsv(rows, format));
      toast.success(t('inventory:instrumentsCsv.exported', { count: instruments.length }));
    } catch (error) {
      toast.error(`${t('inventory:instrumentsCsv.exportFailed')} ${describeError(error, i18n)}`);
    } finally {
      setBusy(false);
    }
  };

  const reasonOf = (problem: ImportProblem) =>
    problem.kind === 'contract'
      ? describeIssue(problem.issue, i18n)
      : t(
          `inventory:instrumentsCsv.${
            problem.kind === 'family'
              ? 'unknownFamily'
              : problem.kind === 'condition'
                ? 'unknownCondition'
                : 'badPrice'
          }`,
          { value: problem.value },
        );

  const importCsv = async (file: File) => {
    setBusy(true);
    setRefused([]);
    try {
      const { readSpreadsheetCsv } = await import('@crescendo/web-kit/csv');
      let text: string;
      try {
        text = await file.text();
      } catch {
        toast.error(t('inventory:instrumentsCsv.unreadable'));
        return;
      }
      // Both languages' words (English where its catalogue is loaded; French otherwise, harmlessly twice).
      const languages: Array<'fr' | 'en'> = ['fr', 'en'];
      const vocabulary: InstrumentCsvVocabulary = {
        headers: languages.map(headersIn),
        families: languages.map((language) => {
          const say = i18n.getFixedT(language, 'inventory');
          return (family: InstrumentFamily) => say(`families.${family}`);
        }),
        conditions: languages.map((language) => {
          const say = i18n.getFixedT(language, 'inventory');
          return (condition: InstrumentCondition) => say(`conditions.${condition}`);
        }),
      };
      const { rows } = importedInstruments(readSpreadsheetCsv(text), vocabulary);
      if (rows.length === 0) {
        toast.error(t('inventory:instrumentsCsv.noRows'));
        return;
      }
      const problems: string[] = [];
      let added = 0;
      // One at a time, in the file's order: the server decides each (a number taken by an earlier line too).
      for (const row of rows) {
        if (!row.ok) {
          problems.push(
            t('inventory:instrumentsCsv.refusedLine', { line: row.line, reason: reasonOf(row.problem) }),
          );
          continue;
        }
        try {
          await callRoute(addInstrumentRoute, { body: row.instrument });
          added += 1;
        } catch (error) {
          problems.push(
            t('inventory:instrumentsCsv.refusedLine', { line: row.line, reason: describeError(error, i18n) }),
          );
        }
      }
      setRefused(problems);
      if (added > 0) {
        toast.success(t('inventory:instrumentsCsv.imported', { count: added }));
        await client.invalidateQueries({ queryKey: inventoryKey });
      }
    } finally {
      setBusy(false);
      if (picker.current) picker.current.value = '';
    }
  };

  return (
    <>
      <Button variant="secondary" disabled={busy} onClick={() => void exportCsv()}>
        {t('inventory:instrumentsCsv.export')}
      </Button>
      <CsvImportControls
        picker={picker}
        busy={busy}
        label={t('inventory:instrumentsCsv.import')}
        busyLabel={t('inventory:instrumentsCsv.importing')}
        help={t('inventory:instrumentsCsv.help')}
        helpId={'cr-instruments-import-help'}
        refusedTitle={t('inventory:instrumentsCsv.refusedTitle')}
        refused={refused}
        onFile={(file) => void importCsv(file)}
      />
    </>
  );
}
