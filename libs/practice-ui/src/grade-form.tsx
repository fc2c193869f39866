import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { gradeSubmissionInputSchema, type Submission } from '@crescendo/contracts';
import { Button, TextAreaField, TextField } from '@crescendo/ui';
import { contractResolver, formContract, showServerErrors } from '@crescendo/web-kit';

export interface GradeFormProps {
  submission: Submission;
  studentName: string;
  /** Resolves once saved; rejects with the server's error (its toast already shown). */
  onGrade: (grade: number, feedback: string | null) => Promise<unknown>;
  onDone: () => void;
}

/**
 * The grade as typed, read as the contract reads it: a number (none when blank), the comment none when
 * blank. Any refusal of the grade is the spec's one sentence.
 */
export const gradeFormSchema = (invalidGrade: () => string) =>
  formContract(z.object({ grade: z.string(), feedback: z.string() }), gradeSubmissionInputSchema, {
    toContract: ({ grade, feedback }) => ({
      grade: grade.trim() === '' ? undefined : Number(grade),
      feedback: feedback.trim() === '' ? null : feedback,
    }),
    say: (issue) => (issue.path[0] === 'grade' ? invalidGrade() : undefined),
  });

/** A grade out of 100 and the teacher's comment on one submission, checked with the contract the server applies. */
export function GradeForm({ submission, studentName, onGrade, onDone }: GradeFormProps) {
  const { t, i18n } = useTranslation(['translation', 'practiceTeacher']);
  const schema = useMemo(() => gradeFormSchema(() => i18n.t('practiceTeacher:grade.invalid')), [i18n]);
  const form = useForm({
    resolver: contractResolver(schema, i18n),
    defaultValues: {
      grade: submission.grade === null ? '' : String(submission.grade),
      feedback: submission.feedback ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ grade, feedback }) => {
    try {
      await onGrade(grade, feedback ?? null);
    } catch (failure) {
      // A field the server refused, under its input; anything else its toast already said.
      showServerErrors(failure, form.setError, i18n);
      return;
    }
    onDone();
  });
  return (
    <form
      aria-label={t('practiceTeacher:grade.title', { name: studentName })}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label={t('practiceTeacher:grade.grade')}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        required
        {...form.register('grade')}
        error={errors.grade?.message}
      />
      <TextAreaField
        label={t('practiceTeacher:grade.feedback')}
        maxLength={2000}
        {...form.register('feedback')}
        error={errors.feedback?.message}
      />
      <div className="pu-card__actions">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('status.sending') : t('practiceTeacher:grade.save')}
        </Button>
      </div>
    </form>
  );
}
