import type { TFunction } from 'i18next';
import { z } from 'zod';
import {
  practiceDurationMax,
  practiceDurationMin,
  practiceEntryInputSchema,
  practiceLocationSchema,
  practiceTextMax,
} from '@crescendo/contracts';
import { formContract } from '@crescendo/web-kit';

type Issue = z.core.$ZodIssue;

export const practiceEntryFields = ['practiceDate', 'duration', 'location', 'content', 'nextGoals'] as const;
export type PracticeEntryField = (typeof practiceEntryFields)[number];

/** What the form holds: the minutes as typed. */
const entryShape = z.object({
  practiceDate: z.string(),
  duration: z.string(),
  location: practiceLocationSchema,
  content: z.string(),
  nextGoals: z.string(),
});
export type PracticeEntryValues = z.input<typeof entryShape>;

/**
 * The form checked as the contract reads it (the minutes a number, none when blank): the contract decides,
 * each refusal said under its field in the form's words, from the i18n catalogue (the contract's own are the
 * server's).
 */
export const practiceEntryFormSchema = (t: () => TFunction<'practiceStudent'>) =>
  formContract(entryShape, practiceEntryInputSchema, {
    toContract: (values) => ({
      ...values,
      duration: values.duration.trim() === '' ? undefined : Number(values.duration),
    }),
    say: (issue, values) => {
      const field = issue.path[0] as PracticeEntryField;
      return practiceEntryFields.includes(field) ? messageFor(field, issue, values, t()) : undefined;
    },
  });

function messageFor(
  field: PracticeEntryField,
  issue: Issue,
  values: { practiceDate: string },
  t: TFunction<'practiceStudent'>,
): string {
  switch (field) {
    case 'practiceDate':
      if (values.practiceDate.trim() === '') return t('fieldErrors.dateRequired');
      return issue.code === 'custom' ? t('fieldErrors.dateInvalid') : t('fieldErrors.dateFormat');
    case 'duration':
      if (issue.code === 'too_small') return t('fieldErrors.durationMin', { min: practiceDurationMin });
      if (issue.code === 'too_big') return t('fieldErrors.durationMax', { max: practiceDurationMax });
      if (issue.code === 'invalid_type' && issue.expected === 'int') return t('fieldErrors.durationWhole');
      return t('fieldErrors.durationRequired');
    case 'location':
      return t('fieldErrors.locationRequired');
    case 'content':
      return issue.code === 'too_big'
        ? t('fieldErrors.contentTooLong', { max: practiceTextMax })
        : t('fieldErrors.contentRequired');
    case 'nextGoals':
      return issue.code === 'too_big'
        ? t('fieldErrors.nextGoalsTooLong', { max: practiceTextMax })
        : t('fieldErrors.nextGoalsRequired');
  }
}
