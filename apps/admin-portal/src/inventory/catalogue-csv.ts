import { instrumentConditions, type InstrumentCondition } from '@crescendo/domain';
import {
  scoreEnsembles,
  scoreOwnerships,
  uniformTypes,
  type InventoryScore,
  type InventoryUniform,
  type ScoreEnsemble,
  type ScoreOwnership,
  type UniformType,
} from '@crescendo/contracts';
import { wordLookup } from './csv-words.js';

/**
 * The 'Partitions' and 'Uniformes' tabs' CSV (issue 27 §1): the columns a spreadsheet shows, in the person's
 * language, and back. An import reads either language's headers (or the field names) and words (ensembles,
 * ownerships, types, conditions), levels as '2,5' or '2.5', parts as 'Flûte 1 (3) | Flûte 2 (2)'. What it does
 * not recognise is sent as written: the inventory checks every line with the contract of 'Ajouter …' and
 * refuses the file with each bad line's number and reason (nothing stored), so the server decides, once.
 */

export const scoreCsvColumns = [
  'title',
  'composer',
  'arranger',
  'publisher',
  'level',
  'ensemble',
  'parts',
  'ownership',
  'returnOn',
  'lastPerformedOn',
] as const;
export type ScoreCsvColumn = (typeof scoreCsvColumns)[number];

export const uniformCsvColumns = ['number', 'size', 'type', 'condition', 'notes'] as const;
export type UniformCsvColumn = (typeof uniformCsvColumns)[number];

/** How each language writes the columns and the closed lists' words. */
export interface ScoreCsvWords {
  headers: Record<ScoreCsvColumn, string>;
  ensemble: (ensemble: ScoreEnsemble) => string;
  ownership: (ownership: ScoreOwnership) => string;
}
export interface UniformCsvWords {
  headers: Record<UniformCsvColumn, string>;
  type: (type: UniformType) => string;
  condition: (condition: InstrumentCondition) => string;
}

/** 'Flûte 1 (3) | Flûte 2 (2)': a part and its copies, parts apart by '|'. */
export function partsText(parts: InventoryScore['parts']): string {
  return parts.map((part) => `${part.name} (${part.copies})`).join(' | ');
}

/**
 * The parts back: 'Name (n)'; a part without its count is one copy; a count that is not a whole number is sent
 * as null (the contract refuses it with its words: 0 to 500 copies).
 */
export function partsOf(text: string): Array<{ name: string; copies: number | null }> {
  return text
    .split('|')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
    .map((piece) => {
      const counted = /^(.*?)\s*\(([^()]*)\)$/.exec(piece);
      if (!counted) return { name: piece, copies: 1 };
      const copies = counted[2]!.trim();
      return { name: counted[1]!.trim(), copies: /^\d+$/.test(copies) ? Number(copies) : null };
    });
}

export function scoreCsvRows(
  scores: readonly InventoryScore[],
  words: ScoreCsvWords,
  decimalSeparator: '.' | ',',
): string[][] {
  const header = scoreCsvColumns.map((column) => words.headers[column]);
  const rows = scores.map((score) => [
    score.title,
    score.composer ?? '',
    score.arranger ?? '',
    score.publisher ?? '',
    score.level === null ? '' : String(score.level).replace('.', decimalSeparator),
    words.ensemble(score.ensemble),
    partsText(score.parts),
    words.ownership(score.ownership),
    score.returnOn ?? '',
    score.lastPerformedOn ?? '',
  ]);
  return [header, ...rows];
}

export function uniformCsvRows(uniforms: readonly InventoryUniform[], words: UniformCsvWords): string[][] {
  const header = uniformCsvColumns.map((column) => words.headers[column]);
  const rows = uniforms.map((uniform) => [
    uniform.number,
    uniform.size,
    words.type(uniform.type),
    words.condition(uniform.condition),
    uniform.notes ?? '',
  ]);
  return [header, ...rows];
}

/** The header row's columns by position (null: a column the import leaves out). */
function columnsOf<C extends string>(
  header: readonly string[],
  columns: readonly C[],
  headers: ReadonlyArray<Record<C, string>>,
): Array<C | null> {
  const column = wordLookup(
    columns,
    headers.map((words) => (key: C) => words[key]),
  );
  return header.map((cell) => column(cell) ?? null);
}

/** A data line of the file: its number in the spreadsheet (header = 1) and its cells by column. */
function linesOf<C extends string>(
  rows: readonly (readonly string[])[],
  columns: readonly C[],
  headers: ReadonlyArray<Record<C, string>>,
) {
  const [header = [], ...data] = rows;
  const found = columnsOf(header, columns, headers);
  const lines: Array<{ line: number; cell: (name: C) => string }> = [];
  data.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    lines.push({
      line: index + 2,
      cell: (name) => {
        const at = found.indexOf(name);
        return at === -1 ? '' : (cells[at] ?? '').trim();
      },
    });
  });
  return lines;
}

/** A number as typed ('2,5', '2.5'); the text itself when it is not one (the contract then refuses it). */
const numberOr = (text: string): number | string => {
  const number = Number(text.replace(',', '.'));
  return text !== '' && Number.isFinite(number) ? number : text;
};

export interface ScoreCsvVocabulary {
  headers: ReadonlyArray<Record<ScoreCsvColumn, string>>;
  ensembles: ReadonlyArray<(ensemble: ScoreEnsemble) => string>;
  ownerships: ReadonlyArray<(ownership: ScoreOwnership) => string>;
}

/** The data lines as 'Ajouter une partition' bodies, each with its line number: the server checks them. */
export function importedScores(rows: readonly (readonly string[])[], vocabulary: ScoreCsvVocabulary) {
  const ensembleOf = wordLookup(scoreEnsembles, vocabulary.ensembles);
  const ownershipOf = wordLookup(scoreOwnerships, vocabulary.ownerships);
  return linesOf(rows, scoreCsvColumns, vocabulary.headers).map(({ line, cell }) => {
    const level = cell('level');
    const ownership = cell('ownership');
    return {
      line,
      score: {
        title: cell('title'),
        composer: cell('composer'),
        arranger: cell('arranger'),
        publisher: cell('publisher'),
        level: level === '' ? null : numberOr(level),
        ensemble: ensembleOf(cell('ensemble')) ?? cell('ensemble'),
        parts: partsOf(cell('parts')),
        ownership: ownership === '' ? undefined : (ownershipOf(ownership) ?? ownership),
        returnOn: cell('returnOn') || null,
        lastPerformedOn: cell('lastPerformedOn') || null,
      },
    };
  });
}

export interface UniformCsvVocabulary {
  headers: ReadonlyArray<Record<UniformCsvColumn, string>>;
  types: ReadonlyArray<(type: UniformType) => string>;
  conditions: ReadonlyArray<(condition: InstrumentCondition) => string>;
}

/** The data lines as 'Ajouter un uniforme' bodies, each with its line number: the server checks them. */
export function importedUniforms(rows: readonly (readonly string[])[], vocabulary: UniformCsvVocabulary) {
  const typeOf = wordLookup(uniformTypes, vocabulary.types);
  const conditionOf = wordLookup(instrumentConditions, vocabulary.conditions);
  return linesOf(rows, uniformCsvColumns, vocabulary.headers).map(({ line, cell }) => {
    const condition = cell('condition');
    return {
      line,
      uniform: {
        number: cell('number'),
        size: cell('size'),
        type: typeOf(cell('type')) ?? cell('type'),
        condition: condition === '' ? undefined : (conditionOf(condition) ?? condition),
        notes: cell('notes'),
      },
    };
  });
}

/**
 * The server's refusal of a file, line by line: its `fields` are keyed '<line>.<field>' ('7.title',
 * '12.parts.0.copies'); the column is the field's first part. Sorted by line.
 */
export function refusedLines(
  fields: Readonly<Record<string, string>>,
): Array<{ line: number | null; column: string | null; reason: string }> {
  return Object.entries(fields)
    .map(([key, reason]) => {
      const [line, column] = key.split('.');
      return /^\d+$/.test(line ?? '')
        ? { line: Number(line), column: column ?? null, reason }
        : { line: null, column: null, reason };
    })
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
