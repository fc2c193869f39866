import { z } from 'zod';
import { budgetAmountMaxCents, defaultBudgetCategories } from '@crescendo/domain';
import { defineRequest } from '../common/request.js';
import { schoolYearSchema } from './budget.js';

/**
 * Another service's planned amount in a budget category (decision 0073): the inventory's replacement plan puts
 * the next school year's replacements in 'Instruments', asked as the admin who clicked 'Ajouter au budget'.
 * **Once per reference**: finance keeps, in the budget's history, what each reference last put in; a second
 * call with the same amount changes nothing, with another amount it adds only the difference (the category then
 * holds the plan's new amount once, whatever the admin planned by hand beside it). A year without a budget gets
 * one with the starting categories; a removed starting category is put back. Admins only, of their school.
 */
export const addPlannedAmountInputSchema = z.object({
  schoolYear: schoolYearSchema,
  categoryKey: z.enum(defaultBudgetCategories),
  /** What the reference's share of the category's planned amount is now. */
  amountCents: z.number().int().min(0).max(budgetAmountMaxCents),
  /** Who contributes it: 'inventory.replacement-plan'. */
  reference: z.string().min(1).max(120),
});

export const addPlannedAmountReplySchema = z.object({
  schoolYear: z.string(),
  categoryId: z.string().uuid(),
  /** What this call changed in the planned amount (0: it already held the reference's amount). */
  addedCents: z.number().int(),
  /** The category's planned amount now. */
  plannedCents: z.number().int(),
  budgetCreated: z.boolean(),
});

export const financePlannedAmountSubjects = { addPlannedAmount: 'finance.category.plan-add' } as const;

export const addPlannedAmount = defineRequest(
  financePlannedAmountSubjects.addPlannedAmount,
  addPlannedAmountInputSchema,
  addPlannedAmountReplySchema,
);
