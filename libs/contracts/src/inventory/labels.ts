import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import {
  instrumentAvailabilitySchema,
  instrumentConditionSchema,
  instrumentFamilySchema,
} from './instrument.js';

/** Avery 5160 on US Letter: 3 columns × 10 rows, 30 labels a sheet. */
export const labelsPerSheet = 30;
/**
 * The most labels one request prints: 10 full sheets. The PDF draws its codes as vectors (about 1 KB a label
 * once compressed and in base64), so 300 labels stay far under NATS's 1 MB reply; more is refused in French
 * (`inventory.labelsTooMany`) and the admin prints in several goes.
 */
export const labelsMax = 300;
/** The school's name on each label, as the admin's portal knows it (its membership). */
export const labelHeadingMax = 80;

const instrumentIdsSchema = z
  .array(z.string().uuid(), { error: 'validation.labelsChoice' })
  .min(1, 'validation.labelsChoice')
  .max(labelsMax, 'validation.labelsMax');

/**
 * 'Imprimer les étiquettes' (issue 27 §2): the chosen instruments (`instrumentIds`), or every instrument matching
 * the list's filter (`filter`, at most `labelsMax`), one label each in asset-number order, starting at
 * `startAt` (1–30, row by row) on the first sheet to reuse a half-used one.
 */
export const printLabelsInputSchema = z
  .object({
    instrumentIds: instrumentIdsSchema.optional(),
    filter: z
      .object({
        search: z.string().trim().max(80, 'validation.inventoryTextMax').optional(),
        family: instrumentFamilySchema.optional(),
        condition: instrumentConditionSchema.optional(),
        availability: instrumentAvailabilitySchema.optional(),
      })
      .optional(),
    startAt: z
      .number({ error: 'validation.labelsStartAt' })
      .int('validation.labelsStartAt')
      .min(1, 'validation.labelsStartAt')
      .max(labelsPerSheet, 'validation.labelsStartAt')
      .default(1),
    heading: z
      .string()
      .trim()
      .max(labelHeadingMax, 'validation.inventoryTextMax')
      .nullish()
      .transform((value) => value || null),
    language: z.enum(['fr', 'en']).default('fr'),
  })
  .superRefine((input, ctx) => {
    if ((input.instrumentIds === undefined) === (input.filter === undefined))
      ctx.addIssue({ code: 'custom', path: ['instrumentIds'], message: 'validation.labelsChoice' });
  });
export type PrintLabelsInput = z.input<typeof printLabelsInputSchema>;

export const printLabels = defineRequest(
  'inventory.labels.render',
  printLabelsInputSchema,
  z.object({
    filename: z.string(),
    contentType: z.literal('application/pdf'),
    /** The PDF's bytes, base64: replies travel as JSON (as finance's statement and the report card). */
    contentBase64: z.string(),
    labels: z.number().int(),
    sheets: z.number().int(),
  }),
);

export const printLabelsRoute = defineHttpRoute({
  id: 'printLabels',
  method: 'POST',
  path: '/inventory/labels',
  summary:
    'Label sheets (Avery 5160, Letter) of the chosen instruments or of a filter (≤ 300), as a PDF (base64): the school, the instrument, its asset number, Code 128 and QR',
  tag: 'inventory',
  forwards: printLabels,
  roles: ['admin', 'teacher'],
  body: printLabelsInputSchema,
  bodyLimit: 32 * 1024,
});

/** The labels' route, listed for the gateway (`@crescendo/contracts/http`). */
export const inventoryLabelRoutes: readonly HttpRoute[] = [printLabelsRoute];
