import { z } from 'zod';
import {
  addCategoryBodySchema,
  plannedAmountTextSchema,
  updateCategoryBodySchema,
} from '@crescendo/contracts';

// The contract takes a number too (an API client's 12.5); the form sends what was typed.
const typedPlanned = plannedAmountTextSchema as z.ZodType<string | number, string>;

/**
 * What the category dialog sends, checked by the finance contract's own pieces: the name and the planned
 * amount as typed ('12,50'; left blank, nothing planned yet), and the note of a category that exists.
 */
export const categoryFormSchema = addCategoryBodySchema.extend({
  planned: z
    .string()
    .transform((typed) => typed.trim() || '0')
    .pipe(typedPlanned)
    .transform(String),
  note: updateCategoryBodySchema.shape.note.unwrap().unwrap(),
});
