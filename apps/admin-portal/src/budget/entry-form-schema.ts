import { z } from 'zod';
import { addBudgetEntryBodySchema, calendarDaySchema } from '@crescendo/contracts';
import { inRange, type DayRange } from '@crescendo/domain';

export interface EntryFormWords {
  /** 'Choisissez une catégorie.' */
  chooseCategory: string;
  /** The day is outside the budget's school year (or missing). */
  outsideYear: string;
}

/**
 * What the entry dialog sends: the finance contract's kind, label, amount as typed and day, with the
 * category to choose and a day within the school year, which only this screen knows.
 */
export function entryFormSchema(year: DayRange, words: EntryFormWords) {
  return addBudgetEntryBodySchema.extend({
    categoryId: z.string().min(1, words.chooseCategory),
    amount: addBudgetEntryBodySchema.shape.amount.transform((typed) => String(typed).trim()),
    day: z
      .string()
      .refine((day) => day !== '' && inRange(day, year), words.outsideYear)
      .pipe(calendarDaySchema),
  });
}
