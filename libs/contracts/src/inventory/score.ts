import { z } from 'zod';
import { freeText } from '../common/free-text.js';
import type { PageSize } from '../common/page.js';
import { calendarDaySchema } from '../homework/practice.js';

export const scoreTitleMax = 200;
export const scoreTextMax = 120;
export const scorePartNameMax = 80;
/** A score's parts: a full band set has 40 to 60 of them. */
export const scorePartsMax = 80;
/** Copies of one part a school keeps (a choir's voices for a large choir). */
export const scoreCopiesMax = 500;
/** Grades of difficulty as band publishers print them: 0.5 to 6, by half grades. */
export const scoreLevelMin = 0.5;
export const scoreLevelMax = 6;

/** The ensembles a score is for: Harmonie, Orchestre à cordes, Orchestre symphonique, Jazz, Chorale, ... */
export const scoreEnsembles = [
  'concert-band',
  'string-orchestra',
  'full-orchestra',
  'jazz-band',
  'choir',
  'chamber',
  'other',
] as const;
export type ScoreEnsemble = (typeof scoreEnsembles)[number];
export const scoreEnsembleSchema = z.enum(scoreEnsembles, { error: 'validation.scoreEnsemble' });

/** Owned by the school, or rented (then with the day it goes back to the publisher). */
export const scoreOwnerships = ['owned', 'rented'] as const;
export type ScoreOwnership = (typeof scoreOwnerships)[number];
export const scoreOwnershipSchema = z.enum(scoreOwnerships, { error: 'validation.scoreOwnership' });

const line = (max: number) =>
  z.string().pipe(freeText({ multiline: false }).max(max, 'validation.inventoryTextMax'));
/** An optional line of text: blank is absent (null). */
const optionalLine = (max: number) =>
  line(max)
    .nullish()
    .transform((value) => (value ? value : null));
const optionalDay = calendarDaySchema.nullish().transform((value) => value ?? null);

/** One part of the score ('Flûte 1', 'Trompette 2 en si♭', 'Soprano') and how many copies of it the school has. */
export const scorePartSchema = z.object({
  name: z
    .string({ error: 'validation.scorePartName' })
    .pipe(
      freeText({ multiline: false })
        .min(1, 'validation.scorePartName')
        .max(scorePartNameMax, 'validation.inventoryTextMax'),
    ),
  copies: z
    .number({ error: 'validation.scoreCopies' })
    .int('validation.scoreCopies')
    .min(0, 'validation.scoreCopies')
    .max(scoreCopiesMax, 'validation.scoreCopies'),
});
export type ScorePart = z.infer<typeof scorePartSchema>;

export const scoreFieldsShape = {
  title: z
    .string({ error: 'validation.scoreTitleRequired' })
    .pipe(
      freeText({ multiline: false })
        .min(1, 'validation.scoreTitleRequired')
        .max(scoreTitleMax, 'validation.inventoryTextMax'),
    ),
  composer: optionalLine(scoreTextMax),
  arranger: optionalLine(scoreTextMax),
  publisher: optionalLine(scoreTextMax),
  /** The grade of difficulty, 0.5 to 6 by half grades; absent when unknown. */
  level: z
    .number({ error: 'validation.scoreLevel' })
    .min(scoreLevelMin, 'validation.scoreLevel')
    .max(scoreLevelMax, 'validation.scoreLevel')
    .multipleOf(0.5, 'validation.scoreLevel')
    .nullish()
    .transform((value) => value ?? null),
  ensemble: scoreEnsembleSchema,
  parts: z.array(scorePartSchema).max(scorePartsMax, 'validation.scorePartsMax').default([]),
  ownership: scoreOwnershipSchema.default('owned'),
  /** The day a rented score goes back; required when rented, absent when owned. */
  returnOn: optionalDay,
  lastPerformedOn: optionalDay,
};

/** A rented score says when it goes back; an owned one has no such day. */
export function checkScoreOwnership(
  value: { ownership: ScoreOwnership; returnOn: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.ownership === 'rented' && !value.returnOn)
    ctx.addIssue({ code: 'custom', path: ['returnOn'], message: 'validation.scoreReturnOnRequired' });
  if (value.ownership === 'owned' && value.returnOn)
    ctx.addIssue({ code: 'custom', path: ['returnOn'], message: 'validation.scoreReturnOnOwned' });
}

/** 'Ajouter une partition': the admin's form, as the gateway validates it and the service receives it. */
export const addScoreInputSchema = z.object(scoreFieldsShape).superRefine(checkScoreOwnership);
export type AddScoreInput = z.output<typeof addScoreInputSchema>;
/** What the form holds before it is sent (the web-kit form validates with the same contract). */
export type AddScoreForm = z.input<typeof addScoreInputSchema>;

const scoreShape = {
  id: z.string().uuid(),
  parts: z.array(z.object({ name: z.string(), copies: z.number().int() })),
  organizationId: z.string().uuid(),
  title: z.string(),
  composer: z.string().nullable(),
  arranger: z.string().nullable(),
  publisher: z.string().nullable(),
  level: z.number().nullable(),
  ensemble: scoreEnsembleSchema,
  /** Every part's copies together. */
  copies: z.number().int(),
  ownership: scoreOwnershipSchema,
  returnOn: z.string().nullable(),
  lastPerformedOn: z.string().nullable(),
  createdAt: z.string(),
};

/** A score as `get`, `create` and `update` answer it: with its parts. */
export const inventoryScoreSchema = z.object(scoreShape);
export type InventoryScore = z.infer<typeof inventoryScoreSchema>;

/** A score in a page of the list: its parts counted, not listed (they are `get`'s). */
export const inventoryScoreSummarySchema = z
  .object(scoreShape)
  .omit({ parts: true })
  .extend({ partCount: z.number().int() });
export type InventoryScoreSummary = z.infer<typeof inventoryScoreSummarySchema>;

/**
 * A score of the list is under 2 KB of JSON (title of 200 characters, three lines of 120; its parts are not
 * listed): 200 of them stay near 0.4 MB, as instruments.
 */
export const scorePage: PageSize = { default: 50, max: 200 };
