import { z } from 'zod';
import { termsProblem } from '@crescendo/domain';
import { freeText } from '../common/free-text.js';
import { defineRequest } from '../common/request.js';
import { schoolYearSchema } from '../finance/budget.js';
import { calendarDaySchema } from '../homework/practice.js';

/** A school year has at most this many terms ('Étapes'): the lists of terms are never paged. */
export const termsMax = 4;
export const termNameMax = 60;

export const termFieldsSchema = z.object({
  /** Absent: a new term; otherwise the term kept (its report cards stay with it). */
  id: z.string().uuid().optional(),
  name: z
    .string({ error: 'validation.termNameRequired' })
    .pipe(
      freeText({ multiline: false })
        .min(1, 'validation.termNameRequired')
        .max(termNameMax, 'validation.termNameMax'),
    ),
  startsOn: calendarDaySchema,
  endsOn: calendarDaySchema,
  /** Its share of the year's result, in %. */
  weight: z
    .number({ error: 'validation.termWeight' })
    .int('validation.termWeight')
    .min(1, 'validation.termWeight')
    .max(100, 'validation.termWeight'),
});
export type TermInput = z.input<typeof termFieldsSchema>;

export const termSchema = z.object({
  id: z.string().uuid(),
  schoolYear: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  weight: z.number().int(),
});
export type Term = z.infer<typeof termSchema>;

export const termsSubjects = {
  list: 'reports.term.list',
  set: 'reports.term.set',
} as const;

/**
 * A school year's terms as the school set them (everyone of the school reads them); while none is set,
 * `proposal` is the default the Régime pédagogique suggests (decision 0056), for the admin to save or change.
 */
export const listTerms = defineRequest(
  termsSubjects.list,
  z.object({ schoolYear: schoolYearSchema }),
  z.object({
    schoolYear: z.string(),
    terms: z.array(termSchema).max(termsMax),
    proposal: z.array(termSchema.omit({ id: true, schoolYear: true })).nullable(),
  }),
);

export const setTermsInputSchema = z
  .object({
    schoolYear: schoolYearSchema,
    terms: z.array(termFieldsSchema).min(1, 'validation.termsRequired').max(termsMax, 'validation.termsMax'),
  })
  .superRefine(({ schoolYear, terms }, context) => {
    const problem = termsProblem(schoolYear, terms);
    if (problem) context.addIssue({ code: 'custom', path: ['terms'], message: `validation.${problem}` });
  });

/**
 * 'Enregistrer les étapes' (the school's admin): the year's terms, in order. A term left out goes, unless a
 * report card was written for it (`reports.termInUse`).
 */
export const setTerms = defineRequest(
  termsSubjects.set,
  setTermsInputSchema,
  z.object({ schoolYear: z.string(), terms: z.array(termSchema) }),
);
