import {
  addInstrumentInputSchema,
  instrumentPriceMaxCents,
  type AddInstrumentInput,
  type InventoryInstrument,
} from '@crescendo/contracts';
import {
  centsToDecimal,
  instrumentConditions,
  instrumentFamilies,
  parseAmount,
  type InstrumentCondition,
  type InstrumentFamily,
} from '@crescendo/domain';
import { foldWord, wordLookup } from './csv-words.js';

/**
 * The 'Instruments' tab's CSV (issue 27 §1): the columns a spreadsheet shows, in the person's language, and
 * back. An import reads either language's headers (or the field names), families and conditions by their
 * French or English words, prices as '899,00' or '899.00'; every row is then checked by the inventory's
 * contract, as the form is, and the server decides last.
 */

/** The columns, in order; `availability` is written, never read (loans decide it). */
export const instrumentCsvColumns = [
  'assetNumber',
  'family',
  'type',
  'brand',
  'model',
  'serialNumber',
  'condition',
  'location',
  'purchaseDate',
  'price',
  'notes',
  'availability',
] as const;
export type InstrumentCsvColumn = (typeof instrumentCsvColumns)[number];

/** What the rows are written with: the headers and words of the person's language. */
export interface InstrumentCsvWords {
  headers: Record<InstrumentCsvColumn, string>;
  family: (family: InstrumentFamily) => string;
  condition: (condition: InstrumentCondition) => string;
  availability: (availability: InventoryInstrument['availability']) => string;
}

export function instrumentCsvRows(
  instruments: readonly InventoryInstrument[],
  words: InstrumentCsvWords,
  decimalSeparator: '.' | ',',
): string[][] {
  const header = instrumentCsvColumns.map((column) => words.headers[column]);
  const rows = instruments.map((instrument) => [
    instrument.assetNumber,
    words.family(instrument.family),
    instrument.type,
    instrument.brand ?? '',
    instrument.model ?? '',
    instrument.serialNumber ?? '',
    words.condition(instrument.condition),
    instrument.location ?? '',
    instrument.purchaseDate ?? '',
    instrument.priceCents === null ? '' : centsToDecimal(instrument.priceCents, decimalSeparator),
    instrument.notes ?? '',
    words.availability(instrument.availability),
  ]);
  return [header, ...rows];
}

/** How an import recognises a column, a family and a condition: every language's words, and the keys. */
export interface InstrumentCsvVocabulary {
  headers: ReadonlyArray<Record<InstrumentCsvColumn, string>>;
  families: ReadonlyArray<(family: InstrumentFamily) => string>;
  conditions: ReadonlyArray<(condition: InstrumentCondition) => string>;
}

export type ImportedRow =
  | { line: number; ok: true; instrument: AddInstrumentInput }
  | { line: number; ok: false; problem: ImportProblem };

export type ImportProblem =
  | { kind: 'family'; value: string }
  | { kind: 'condition'; value: string }
  | { kind: 'price'; value: string }
  | { kind: 'contract'; issue: { code: string; message: string; input?: unknown } };

/** Headers people write for themselves, beside the export's own (any case, accents and apostrophes). */
const commonHeaders: Partial<Record<InstrumentCsvColumn, readonly string[]>> = {
  assetNumber: ['N° d’inventaire', 'No d’inventaire', 'Numéro', 'Code', 'Asset #', 'Asset number'],
  serialNumber: ['N° de série', 'No de série', 'Serial', 'Serial #'],
  type: ['Type'],
  price: ['Prix', 'Price'],
  condition: ['Condition'],
};

/** The header row's columns, by position; null where none is recognised (the column is left out). */
export function recogniseColumns(
  header: readonly string[],
  vocabulary: InstrumentCsvVocabulary,
): Array<InstrumentCsvColumn | null> {
  const column = wordLookup(
    instrumentCsvColumns,
    vocabulary.headers.map((headers) => (key: InstrumentCsvColumn) => headers[key]),
  );
  const common = new Map(
    Object.entries(commonHeaders).flatMap(([key, words]) =>
      words.map((word) => [foldWord(word), key as InstrumentCsvColumn] as const),
    ),
  );
  return header.map((cell) => column(cell) ?? common.get(foldWord(cell)) ?? null);
}

/** The data rows as instruments to add, each checked by the contract; `line` is the spreadsheet's (header = 1). */
export function importedInstruments(
  rows: readonly (readonly string[])[],
  vocabulary: InstrumentCsvVocabulary,
): { columns: Array<InstrumentCsvColumn | null>; rows: ImportedRow[] } {
  const [header = [], ...data] = rows;
  const columns = recogniseColumns(header, vocabulary);
  const familyOf = wordLookup(instrumentFamilies, vocabulary.families);
  const conditionOf = wordLookup(instrumentConditions, vocabulary.conditions);
  const imported: ImportedRow[] = [];
  data.forEach((cells, index) => {
    const line = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const cell = (name: InstrumentCsvColumn) => {
      const at = columns.indexOf(name);
      return at === -1 ? '' : (cells[at] ?? '').trim();
    };
    const family = familyOf(cell('family'));
    if (!family)
      return imported.push({ line, ok: false, problem: { kind: 'family', value: cell('family') } });
    const conditionText = cell('condition');
    const condition = conditionText === '' ? 'good' : conditionOf(conditionText);
    if (!condition)
      return imported.push({ line, ok: false, problem: { kind: 'condition', value: conditionText } });
    const priceText = cell('price');
    const price =
      priceText === '' ? null : parseAmount(priceText, instrumentPriceMaxCents, { allowZero: true });
    if (price && !price.ok)
      return imported.push({ line, ok: false, problem: { kind: 'price', value: priceText } });
    const checked = addInstrumentInputSchema.safeParse({
      family,
      type: cell('type'),
      brand: cell('brand'),
      model: cell('model'),
      serialNumber: cell('serialNumber'),
      assetNumber: cell('assetNumber'),
      purchaseDate: cell('purchaseDate') || null,
      priceCents: price ? price.cents : null,
      condition,
      location: cell('location'),
      notes: cell('notes'),
    });
    imported.push(
      checked.success
        ? { line, ok: true, instrument: checked.data }
        : { line, ok: false, problem: { kind: 'contract', issue: checked.error.issues[0]! } },
    );
  });
  return { columns, rows: imported };
}
