import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gradeSubmissionInputSchema, type Submission } from '@crescendo/contracts';
import { Button, TextAreaField, TextField } from '@crescendo/ui';
import { ApiError } from '@crescendo/web-auth';
import { describeFields } from '@crescendo/i18n/server-errors';

export interface GradeFormProps {
  submission: Submission;
  studentName: string;
  /** Resolves once saved; rejects with the server's error (its toast already shown). */
  onGrade: (grade: number, feedback: string | null) => Promise<unknown>;
  onDone: () => void;
}

/** A grade out of 100 and the teacher's comment on one submission. */
export function GradeForm({ submission, studentName, onGrade, onDone }: GradeFormProps) {
  const { t, i18n } = useTranslation(['translation', 'practiceTeacher']);
  const [grade, setGrade] = useState(submission.grade === null ? '' : String(submission.grade));
  const [feedback, setFeedback] = useState(submission.feedback ?? '');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const submit = async () => {
    const parsed = gradeSubmissionInputSchema.safeParse({
      grade: grade.trim() === '' ? undefined : Number(grade),
      feedback: feedback.trim() === '' ? null : feedback,
    });
    if (!parsed.success) {
      setError(t('practiceTeacher:grade.invalid'));
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      await onGrade(parsed.data.grade, parsed.data.feedback ?? null);
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields?.grade) setError(describeFields(failure, i18n).grade);
      setSending(false);
    }
  };
  return (
    <form
      aria-label={t('practiceTeacher:grade.title', { name: studentName })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t('practiceTeacher:grade.grade')}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        required
        value={grade}
        error={error}
        onChange={(event) => setGrade(event.target.value)}
      />
      <TextAreaField
        label={t('practiceTeacher:grade.feedback')}
        value={feedback}
        maxLength={2000}
        onChange={(event) => setFeedback(event.target.value)}
      />
      <div className="pu-card__actions">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? t('status.sending') : t('practiceTeacher:grade.save')}
        </Button>
      </div>
    </form>
  );
}
