import { useRef, useState } from 'react';
import { CsvImportControls } from './csv-import-controls.js';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getScoreRoute,
  importScoresRoute,
  importUniformsRoute,
  listScoresRoute,
  listUniformsRoute,
  scoreEnsembles,
  type InventoryScore,
  type InventoryScoreSummary,
  type InventoryUniform,
} from '@crescendo/contracts';
import type { InstrumentCondition } from '@crescendo/domain';
import { describeError, describeFields } from '@crescendo/i18n/server-errors';
import { Button, toast } from '@crescendo/ui';
import { callRoute } from '@crescendo/web-auth';
import { inventoryKey } from '@crescendo/inventory-ui';
import {
  importedScores,
  importedUniforms,
  refusedLines,
  scoreCsvColumns,
  scoreCsvRows,
  uniformCsvColumns,
  uniformCsvRows,
  type ScoreCsvColumn,
  type UniformCsvColumn,
} from './catalogue-csv.js';
import type { ScoreFilters, UniformFilters } from './inventory-api.js';

/** An export stops there: a school's catalogue is hundreds or a few thousand lines. */
const exportLimit = 20_000;
/** A score's parts are read with `get` (a page lists them counted): this many at once. */
const partsReadAtOnce = 6;

/** The toolbar of a tab with these buttons (`toolbarClassName` of `CatalogueTab`): wrapped, full width on a phone. */
export const csvToolbarClass = 'cr-csv-bar';
const css = `
.cr-csv-bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: var(--cr-space-2); }
@media (max-width: 760px) {
  .cr-csv-bar { justify-content: stretch; }
  .cr-csv-bar .cr-button { flex: 1 1 100%; min-height: 44px; }
}
`;

/**
 * 'Exporter (CSV)' and 'Importer (CSV)' of the 'Partitions' and 'Uniformes' tabs (issue 27 §1): the export is
 * what the filters show (every page); the import sends the whole file to the inventory, which stores every line
 * or none, and answers the bad lines with their number and reason in the person's language.
 */
export function CatalogueCsvActions(
  props: { kind: 'scores'; filters: ScoreFilters } | { kind: 'uniforms'; filters: UniformFilters },
) {
  const { kind } = props;
  const { t, i18n } = useTranslation(['translation', 'inventory', 'inventoryPlan']);
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const client = useQueryClient();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const languages: Array<'fr' | 'en'> = ['fr', 'en'];
  const helpId = `cr-${kind}-import-help`;

  const scoreHeaders = (language: 'fr' | 'en') => {
    const say = i18n.getFixedT(language, 'inventory');
    return Object.fromEntries(
      scoreCsvColumns.map((column) => [column, say(`scores.fields.${column}`)]),
    ) as Record<ScoreCsvColumn, string>;
  };
  const uniformHeaders = (language: 'fr' | 'en') => {
    const say = i18n.getFixedT(language, 'inventory');
    return Object.fromEntries(
      uniformCsvColumns.map((column) => [column, say(`uniforms.fields.${column}`)]),
    ) as Record<UniformCsvColumn, string>;
  };

  const allScores = async () => {
    const { filters } = props as { filters: ScoreFilters };
    const summaries: InventoryScoreSummary[] = [];
    let cursor: string | undefined;
    do {
      const page = await callRoute(listScoresRoute, {
        query: {
          cursor,
          search: filters.search.trim() || undefined,
          ensemble: filters.ensemble || undefined,
        },
      });
      summaries.push(...page.scores);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && summaries.length < exportLimit);
    const scores: InventoryScore[] = summaries.map((summary) => ({ ...summary, parts: [] }));
    const withParts = scores.filter((_, index) => summaries[index]!.partCount > 0);
    for (let start = 0; start < withParts.length; start += partsReadAtOnce)
      await Promise.all(
        withParts.slice(start, start + partsReadAtOnce).map(async (score) => {
          score.parts = (await callRoute(getScoreRoute, { params: { scoreId: score.id } })).parts;
        }),
      );
    return scores;
  };

  const allUniforms = async () => {
    const { filters } = props as { filters: UniformFilters };
    const uniforms: InventoryUniform[] = [];
    let cursor: string | undefined;
    do {
      const page = await callRoute(listUniformsRoute, {
        query: {
          cursor,
          search: filters.search.trim() || undefined,
          type: filters.type || undefined,
          size: filters.size.trim() || undefined,
          condition: filters.condition || undefined,
        },
      });
      uniforms.push(...page.uniforms);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && uniforms.length < exportLimit);
    return uniforms;
  };

  const exportCsv = async () => {
    setBusy(true);
    try {
      const { csvFormats, downloadText, spreadsheetCsv } = await import('@crescendo/web-kit/csv');
      const format = csvFormats[lang];
      let rows: string[][];
      if (kind === 'scores') {
        rows = scoreCsvRows(
          await allScores(),
          {
            headers: scoreHeaders(lang),
            ensemble: (ensemble) => t(`inventory:ensembles.${ensemble}`),
            ownership: (ownership) => t(`inventory:ownerships.${ownership}`),
          },
          format.decimalSeparator,
        );
      } else {
        rows = uniformCsvRows(await allUniforms(), {
          headers: uniformHeaders(lang),
          type: (type) => t(`inventory:uniformTypes.${type}`),
          condition: (condition) => t(`inventory:conditions.${condition}`),
        });
      }
      downloadText(t(`inventoryPlan:csv.${kind}.fileName`), spreadsheetCsv(rows, format));
      toast.success(t(`inventoryPlan:csv.${kind}.exported`, { count: rows.length - 1 }));
    } catch (error) {
      toast.error(`${t('inventoryPlan:csv.exportFailed')} ${describeError(error, i18n)}`);
    } finally {
      setBusy(false);
    }
  };

  /** A field of the contract as the file's column says it ('title' → 'Titre'); null when it is no column. */
  const columnName = (column: string): string | null => {
    const headers: Record<string, string> = kind === 'scores' ? scoreHeaders(lang) : uniformHeaders(lang);
    return headers[column] ?? null;
  };

  const importCsv = async (file: File) => {
    setBusy(true);
    setRefused([]);
    try {
      const { readSpreadsheetCsv } = await import('@crescendo/web-kit/csv');
      let text: string;
      try {
        text = await file.text();
      } catch {
        toast.error(t('inventoryPlan:csv.unreadable'));
        return;
      }
      const cells = readSpreadsheetCsv(text);
      const fixed = (language: 'fr' | 'en') => i18n.getFixedT(language, 'inventory');
      const scores =
        kind === 'scores'
          ? importedScores(cells, {
              headers: languages.map(scoreHeaders),
              ensembles: languages.map(
                (language) => (ensemble: (typeof scoreEnsembles)[number]) =>
                  fixed(language)(`ensembles.${ensemble}`),
              ),
              ownerships: languages.map(
                (language) => (ownership: 'owned' | 'rented') => fixed(language)(`ownerships.${ownership}`),
              ),
            })
          : null;
      const uniforms =
        kind === 'uniforms'
          ? importedUniforms(cells, {
              headers: languages.map(uniformHeaders),
              types: languages.map(
                (language) => (type: InventoryUniform['type']) => fixed(language)(`uniformTypes.${type}`),
              ),
              conditions: languages.map(
                (language) => (condition: InstrumentCondition) => fixed(language)(`conditions.${condition}`),
              ),
            })
          : null;
      if ((scores ?? uniforms ?? []).length === 0) {
        toast.error(t('inventoryPlan:csv.noRows'));
        return;
      }
      try {
        const { imported } = scores
          ? await callRoute(importScoresRoute, { body: { rows: scores } })
          : await callRoute(importUniformsRoute, { body: { rows: uniforms! } });
        toast.success(t(`inventoryPlan:csv.${kind}.imported`, { count: imported }));
        await client.invalidateQueries({ queryKey: inventoryKey });
      } catch (error) {
        const lines = refusedLines(describeFields(error, i18n)).map(({ line, column, reason }) => {
          const named = column === null ? null : columnName(column);
          if (line === null) return reason;
          return named
            ? t('inventoryPlan:csv.refusedLine', { line, column: named, reason })
            : t('inventoryPlan:csv.refusedLineOnly', { line, reason });
        });
        setRefused(lines.length > 0 ? lines : [describeError(error, i18n)]);
        toast.error(describeError(error, i18n));
      }
    } finally {
      setBusy(false);
      if (picker.current) picker.current.value = '';
    }
  };

  return (
    <>
      <style href="crescendo-catalogue-csv" precedence="default">
        {css}
      </style>
      <Button variant="secondary" disabled={busy} onClick={() => void exportCsv()}>
        {t('inventoryPlan:csv.export')}
      </Button>
      <CsvImportControls
        picker={picker}
        busy={busy}
        label={t('inventoryPlan:csv.import')}
        busyLabel={t('inventoryPlan:csv.importing')}
        help={t(`inventoryPlan:csv.${kind}.help`)}
        helpId={helpId}
        refusedTitle={t('inventoryPlan:csv.refusedTitle')}
        refused={refused}
        onFile={(file) => void importCsv(file)}
      />
    </>
  );
}
