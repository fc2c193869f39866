import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';

/**
 * 'Importer (CSV)' of the 'Partitions' and 'Uniformes' tabs (issue 27 §1): the admin's portal reads the file
 * (papaparse), turns each line's words into the contract's values and sends every line at once with its line
 * number in the file. The inventory checks each line with the contract of 'Ajouter une partition' / 'Ajouter un
 * uniforme' (`addScoreInputSchema`, `addUniformInputSchema`) and, for uniforms, each number against the
 * school's and the file's other lines; **one bad line and nothing is stored**: the refusal is
 * `VALIDATION_FAILED` 'Aucune ligne importée : N ligne(s) à corriger.' whose `fields` are keyed
 * `<line>.<field>` ('7.title'), each with the contract's French message. Otherwise every line is added in one
 * transaction.
 */

/** At most this many lines a file: a school's 1 200 scores in two files, its uniforms in one. */
export const inventoryImportRowsMax = 1000;
/** A line number of the spreadsheet (the header is line 1). */
const lineSchema = z.number().int().min(1).max(1_000_000);

const rowsOf = <T extends z.ZodType>(row: T) =>
  z
    .array(row, { error: 'validation.importRows' })
    .min(1, 'validation.importRows')
    .max(inventoryImportRowsMax, 'validation.importRowsMax');

/** Each line's values are checked by the service (their issues keyed by line), not refused wholesale here. */
export const importScoresInputSchema = z.object({
  rows: rowsOf(z.object({ line: lineSchema, score: z.unknown() })),
});
export const importUniformsInputSchema = z.object({
  rows: rowsOf(z.object({ line: lineSchema, uniform: z.unknown() })),
});

export const inventoryImportResultSchema = z.object({ imported: z.number().int() });

export const inventoryImportSubjects = {
  importScores: 'inventory.score.import',
  importUniforms: 'inventory.uniform.import',
} as const;

export const importScores = defineRequest(
  inventoryImportSubjects.importScores,
  importScoresInputSchema,
  inventoryImportResultSchema,
);
export const importUniforms = defineRequest(
  inventoryImportSubjects.importUniforms,
  importUniformsInputSchema,
  inventoryImportResultSchema,
);

const tag = 'inventory';
/** 1 000 lines of a score (title, three lines of text, its parts) stay far under it; NATS's message is 1 MB. */
const bodyLimit = 900 * 1024;

export const importScoresRoute = defineHttpRoute({
  id: 'importScores',
  method: 'POST',
  path: '/inventory/scores/import',
  summary:
    'Import scores (≤ 1 000 lines, each `{ line, score }` with the fields of ‘Ajouter une partition’): all or nothing, bad lines refused with their number',
  tag,
  forwards: importScores,
  roles: ['admin'],
  body: importScoresInputSchema,
  bodyLimit,
});

export const importUniformsRoute = defineHttpRoute({
  id: 'importUniforms',
  method: 'POST',
  path: '/inventory/uniforms/import',
  summary:
    'Import uniforms (≤ 1 000 lines, each `{ line, uniform }` with the fields of ‘Ajouter un uniforme’): all or nothing, bad lines and taken numbers refused with their number',
  tag,
  forwards: importUniforms,
  roles: ['admin'],
  body: importUniformsInputSchema,
  bodyLimit,
});

export const inventoryImportRoutes: readonly HttpRoute[] = [importScoresRoute, importUniformsRoute];
