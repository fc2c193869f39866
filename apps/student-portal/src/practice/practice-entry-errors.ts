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
  t: TFunction,
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
  t: TFunction,
): string {
  switch (field) {
    case 'practiceDate':
      if (values.practiceDate.trim() === '') return t('practiceStudent.fieldErrors.dateRequired');
      return issue.code === 'custom'
        ? t('practiceStudent.fieldErrors.dateInvalid')
        : t('practiceStudent.fieldErrors.dateFormat');
    case 'duration':
      if (issue.code === 'too_small')
        return t('practiceStudent.fieldErrors.durationMin', { min: practiceDurationMin });
      if (issue.code === 'too_big')
        return t('practiceStudent.fieldErrors.durationMax', { max: practiceDurationMax });
      if (issue.code === 'invalid_type' && issue.expected === 'int')
        return t('practiceStudent.fieldErrors.durationWhole');
      return t('practiceStudent.fieldErrors.durationRequired');
    case 'location':
      return t('practiceStudent.fieldErrors.locationRequired');
    case 'content':
      return issue.code === 'too_big'
        ? t('practiceStudent.fieldErrors.contentTooLong', { max: practiceTextMax })
        : t('practiceStudent.fieldErrors.contentRequired');
    case 'nextGoals':
      return issue.code === 'too_big'
        ? t('practiceStudent.fieldErrors.nextGoalsTooLong', { max: practiceTextMax })
        : t('practiceStudent.fieldErrors.nextGoalsRequired');
  }
}
