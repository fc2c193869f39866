import { z } from 'zod';
import {
  instrumentFamilies,
  replacementMaxAgeRange,
  replacementReasons,
  replacementRepairRatioRange,
} from '@crescendo/domain';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';

/**
 * The replacement plan (issue 27 §7, decision 0073): the school's two settings, the five-year plan per family
 * computed by `replacementPlan` of `@crescendo/domain`, and 'Ajouter au budget', which puts the next school
 * year's amount in the finance budget's 'Instruments' category (asked of finance as the admin).
 */

/** The school's settings: replace at `maxAgeYears`, or when the repairs cost over `repairRatioPercent` of the price. */
export const replacementSettingsSchema = z.object({
  maxAgeYears: z
    .number({ error: 'validation.replacementMaxAge' })
    .int('validation.replacementMaxAge')
    .min(replacementMaxAgeRange.min, 'validation.replacementMaxAge')
    .max(replacementMaxAgeRange.max, 'validation.replacementMaxAge'),
  repairRatioPercent: z
    .number({ error: 'validation.replacementRepairRatio' })
    .int('validation.replacementRepairRatio')
    .min(replacementRepairRatioRange.min, 'validation.replacementRepairRatio')
    .max(replacementRepairRatioRange.max, 'validation.replacementRepairRatio'),
});
export type ReplacementSettingsInput = z.input<typeof replacementSettingsSchema>;

const yearSchema = z.object({
  schoolYear: z.string(),
  count: z.number().int(),
  costCents: z.number().int(),
  /** Of `count`, the instruments without a purchase price: their cost is not in `costCents`. */
  unpriced: z.number().int(),
});

/** What the 'Plan de remplacement' shows: the settings, the five school years, each family's, the totals. */
export const replacementPlanViewSchema = z.object({
  settings: replacementSettingsSchema.extend({
    /** False while the school keeps the defaults (15 years, 50 %). */
    saved: z.boolean(),
  }),
  schoolYears: z.array(z.string()),
  families: z.array(
    z.object({
      family: z.enum(instrumentFamilies),
      years: z.array(yearSchema),
      /** Instruments without a purchase date and nothing else due: when to replace them is unknown. */
      unknown: z.number().int(),
    }),
  ),
  totals: z.array(yearSchema),
  unknown: z.number().int(),
  dueNow: z.record(z.enum(replacementReasons), z.number().int()),
  /** The next school year (the plan's second), what 'Ajouter au budget' adds. */
  nextYear: z.object({
    schoolYear: z.string(),
    costCents: z.number().int(),
  }),
  instruments: z.number().int(),
});
export type ReplacementPlanView = z.infer<typeof replacementPlanViewSchema>;

/** 'Ajouter au budget': what finance did. */
export const replacementBudgetResultSchema = z.object({
  schoolYear: z.string(),
  /** The plan's amount for that year, now in the category once. */
  planCents: z.number().int(),
  /** What this click changed in the category's planned amount (0: it already held it). */
  addedCents: z.number().int(),
  /** The category's planned amount now. */
  plannedCents: z.number().int(),
  /** The budget of that year did not exist: finance created it with its starting categories. */
  budgetCreated: z.boolean(),
});
export type ReplacementBudgetResult = z.infer<typeof replacementBudgetResultSchema>;

/** Frozen subjects of the replacement plan. */
export const inventoryReplacementSubjects = {
  getPlan: 'inventory.replacement.plan',
  saveSettings: 'inventory.replacement.settings.update',
  addToBudget: 'inventory.replacement.budget',
} as const;

export const getReplacementPlan = defineRequest(
  inventoryReplacementSubjects.getPlan,
  z.object({}),
  replacementPlanViewSchema,
);

/** 'Enregistrer' the settings → 'Paramètres enregistrés'; the plan answered anew. */
export const saveReplacementSettings = defineRequest(
  inventoryReplacementSubjects.saveSettings,
  replacementSettingsSchema,
  replacementPlanViewSchema,
);

/** 'Ajouter au budget' → 'Montant ajouté au budget 2027-2028'. */
export const addReplacementToBudget = defineRequest(
  inventoryReplacementSubjects.addToBudget,
  z.object({}),
  replacementBudgetResultSchema,
);

const tag = 'inventory';
const admins: Array<'admin'> = ['admin'];

export const getReplacementPlanRoute = defineHttpRoute({
  id: 'getReplacementPlan',
  method: 'GET',
  path: '/inventory/replacement-plan',
  summary:
    'The five-year replacement plan per family (counts and costs per school year), from age, condition and repair costs',
  tag,
  forwards: getReplacementPlan,
  roles: admins,
});

export const saveReplacementSettingsRoute = defineHttpRoute({
  id: 'saveReplacementSettings',
  method: 'PUT',
  path: '/inventory/replacement-settings',
  summary: 'The school’s replacement settings: maximum age in years, repairs as a percent of the price',
  tag,
  forwards: saveReplacementSettings,
  roles: admins,
  body: replacementSettingsSchema,
});

export const addReplacementToBudgetRoute = defineHttpRoute({
  id: 'addReplacementToBudget',
  method: 'POST',
  path: '/inventory/replacement-plan/budget',
  summary:
    'Put the next school year’s planned replacements in the budget’s ‘Instruments’ category (once: a second call adds only what changed)',
  tag,
  forwards: addReplacementToBudget,
  roles: admins,
});

/** The replacement plan's routes, listed for the gateway (`@crescendo/contracts/http`). */
export const inventoryReplacementRoutes: readonly HttpRoute[] = [
  getReplacementPlanRoute,
  saveReplacementSettingsRoute,
  addReplacementToBudgetRoute,
];
