import { z } from 'zod';
import {
  budgetCategoryNameMax,
  budgetCategoryNoteMax,
  budgetEntryLabelMax,
  defaultBudgetCategories,
  isSchoolYear,
} from '@crescendo/domain';
import { freeText } from '../common/free-text.js';
import type { PageSize } from '../common/page.js';
import { calendarDaySchema } from '../homework/practice.js';
import {
  budgetAmountSchema,
  budgetAmountTextSchema,
  moneyCurrencySchema,
  plannedAmountSchema,
  plannedAmountTextSchema,
} from './money.js';
import { ledgerReasonMax } from './purchase.js';

export const schoolYearSchema = z
  .string({ error: 'validation.schoolYear' })
  .refine(isSchoolYear, 'validation.schoolYear');

export const budgetEntryKindSchema = z.enum(['expense', 'revenue'], { error: 'validation.entryKind' });

export const budgetCategorySchema = z.object({
  id: z.string().uuid(),
  /** One of the starting categories (named in the reader's language) until it is renamed; null otherwise. */
  key: z.enum(defaultBudgetCategories).nullable(),
  /** The name an admin gave it; null while a starting category keeps its own. */
  name: z.string().nullable(),
  plannedCents: z.number().int(),
  spentCents: z.number().int(),
  revenueCents: z.number().int(),
  remainingCents: z.number().int(),
  overBudget: z.boolean(),
  /** The admin's note, e.g. why it is over its planned amount. */
  note: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().uuid().nullable(),
});
export type BudgetCategory = z.infer<typeof budgetCategorySchema>;

/** An expense or a revenue entered against a category; append-only, a mistake is reversed. */
export const budgetEntrySchema = z.object({
  id: z.string().uuid(),
  categoryId: z.string().uuid(),
  kind: budgetEntryKindSchema,
  label: z.string(),
  /** Negative for a reversing entry. */
  amountCents: z.number().int(),
  day: z.string(),
  recordedAt: z.string(),
  recordedBy: z.string().uuid().nullable(),
  reversesId: z.string().uuid().nullable(),
  reason: z.string().nullable(),
  /** A reversing entry points at it. */
  reversed: z.boolean(),
});
export type BudgetEntry = z.infer<typeof budgetEntrySchema>;

/**
 * A page of a budget's entries (issue 34). The largest entry is under 2 KB of JSON: a label and a reason of 200
 * UTF-16 units each (3 bytes once control characters are dropped by `freeText`), four ids, a day, an instant
 * and the fields. 200 of them, under 0.4 MB, stay far under NATS's 1 MB message.
 */
export const budgetEntryPage: PageSize = { default: 50, max: 200 };

export const budgetTotalsSchema = z.object({
  plannedCents: z.number().int(),
  spentCents: z.number().int(),
  revenueCents: z.number().int(),
  /** Students' payments of purchases in the school year, in the budget's currency: revenue, automatically. */
  studentPaymentsCents: z.number().int(),
  remainingCents: z.number().int(),
  overBudget: z.boolean(),
});

/**
 * The Budget page of one school year; `budget` is null until an admin creates it. Its figures are summed by
 * PostgreSQL over every entry; the entries themselves are a list of their own, a page at a time
 * (`finance.entry.list`).
 */
export const budgetViewSchema = z.object({
  schoolYear: z.string(),
  budget: z
    .object({
      id: z.string().uuid(),
      schoolYear: z.string(),
      currency: moneyCurrencySchema,
      createdAt: z.string(),
      createdBy: z.string().uuid().nullable(),
    })
    .nullable(),
  categories: z.array(budgetCategorySchema),
  totals: budgetTotalsSchema.nullable(),
});
export type BudgetView = z.infer<typeof budgetViewSchema>;

export const createBudgetBodySchema = z.object({
  schoolYear: schoolYearSchema,
  currency: moneyCurrencySchema.default('CAD'),
});

/** Free text drops its control characters first (`freeText`); a name and a label are one line. */
const categoryName = z
  .string({ error: 'validation.categoryNameRequired' })
  .pipe(
    freeText({ multiline: false })
      .min(1, 'validation.categoryNameRequired')
      .max(budgetCategoryNameMax, 'validation.categoryNameMax'),
  );

export const addCategoryBodySchema = z.object({
  name: categoryName,
  planned: plannedAmountTextSchema.default('0'),
});
export const addCategoryInputSchema = addCategoryBodySchema.extend({
  planned: plannedAmountSchema.default(0),
});

const categoryChanges = {
  name: categoryName.optional(),
  planned: plannedAmountTextSchema.optional(),
  note: freeText({ multiline: true }).max(budgetCategoryNoteMax, 'validation.noteMax').nullable().optional(),
};
type CategoryChanges = { name?: unknown; planned?: unknown; note?: unknown };
const somethingToChange = (value: CategoryChanges) =>
  value.name !== undefined || value.planned !== undefined || value.note !== undefined;
const nothingToChange = { message: 'validation.nothingToChange' };

/** Rename, plan another amount, write or clear the note. */
export const updateCategoryBodySchema = z.object(categoryChanges).refine(somethingToChange, nothingToChange);
export const updateCategoryFields = { ...categoryChanges, planned: plannedAmountSchema.optional() };

export const addBudgetEntryBodySchema = z.object({
  kind: budgetEntryKindSchema,
  label: z
    .string({ error: 'validation.labelRequired' })
    .pipe(
      freeText({ multiline: false })
        .min(1, 'validation.labelRequired')
        .max(budgetEntryLabelMax, 'validation.labelMax'),
    ),
  amount: budgetAmountTextSchema,
  /** The day of the expense or revenue, within the budget's school year. */
  day: calendarDaySchema,
});
export const addBudgetEntryFields = { ...addBudgetEntryBodySchema.shape, amount: budgetAmountSchema };

export const reverseBudgetEntryBodySchema = z.object({
  reason: z
    .string({ error: 'validation.reasonRequired' })
    .pipe(
      freeText({ multiline: false })
        .min(1, 'validation.reasonRequired')
        .max(ledgerReasonMax, 'validation.reasonMax'),
    ),
});
