import type { TFunction } from 'i18next';
import {
  practiceDurationMax,
  practiceDurationMin,
  type practiceEntryInputSchema,
  practiceTextMax,
} from '@crescendo/contracts';

type Issue = NonNullable<ReturnType<typeof practiceEntryInputSchema.safeParse>['error']>['issues'][number];

export const practiceEntryFields = ['practiceDate', 'duration', 'location', 'content', 'nextGoals'] as const;
export type PracticeEntryField = (typeof practiceEntryFields)[number];
export type PracticeEntryErrors = Partial<Record<PracticeEntryField, string>>;

/**
 * The contract schema's issues as the form shows them: one message per field, from the i18n catalogue
 * (the schema's own messages are the server's, in French only).
 */
export function practiceEntryErrors(
  issues: readonly Issue[],
  values: { practiceDate: string },
  t: TFunction<'practiceStudent'>,
): PracticeEntryErrors {
  const errors: PracticeEntryErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as PracticeEntryField;
    if (!practiceEntryFields.includes(field) || errors[field]) continue;
    errors[field] = messageFor(field, issue, values, t);
  }
  return errors;
}

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
