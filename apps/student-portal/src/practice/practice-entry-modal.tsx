import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  practiceDurationMax,
  practiceDurationMin,
  practiceEntryInputSchema,
  practiceTextMax,
  type PracticeEntryInput,
} from '@crescendo/contracts';
import { dayOf } from '@crescendo/domain';
import { Modal, TextAreaField, TextField } from '@crescendo/ui';
import { ApiError } from '@crescendo/web-auth';
import { describeFields } from '@crescendo/i18n/server-errors';
import {
  practiceEntryErrors,
  practiceEntryFields,
  type PracticeEntryErrors,
  type PracticeEntryField,
} from './practice-entry-errors.js';

export interface PracticeEntryModalProps {
  title: string;
  onClose: () => void;
  /** Sends the entry; resolves once stored (the modal closes), rejects to keep it open. */
  onSend: (entry: PracticeEntryInput) => Promise<unknown>;
  sending: boolean;
}

const locations = ['home', 'school'] as const;

/**
 * Spec §5, a practice report or an exercise's submission: the date (today on the organisation's clock by
 * default), a whole number of minutes from 1 to 300, home or school, content and next goals not blank after
 * trimming — checked with the contract's schema before sending; 'Envoi en cours...' while it goes.
 */
export function PracticeEntryModal({ title, onClose, onSend, sending }: PracticeEntryModalProps) {
  const { t, i18n } = useTranslation(['translation', 'practiceStudent']);
  const [values, setValues] = useState({
    practiceDate: dayOf(new Date()),
    duration: '',
    location: 'home' as (typeof locations)[number],
    content: '',
    nextGoals: '',
  });
  const [errors, setErrors] = useState<PracticeEntryErrors>({});
  const locationErrorId = `${useId()}-location-error`;
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = () => {
    if (sending) return;
    const parsed = practiceEntryInputSchema.safeParse({
      ...values,
      duration: values.duration.trim() === '' ? undefined : Number(values.duration),
    });
    if (!parsed.success) {
      setErrors(practiceEntryErrors(parsed.error.issues, values, i18n.getFixedT(null, 'practiceStudent')));
      return;
    }
    setErrors({});
    onSend(parsed.data).then(onClose, (failure: unknown) => {
      // Field errors the server found (the schema is the same, so rarely), shown beside their fields.
      if (failure instanceof ApiError && failure.fields)
        setErrors(serverFieldErrors(describeFields(failure, i18n)));
    });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !sending && onClose()}
      title={title}
      confirmLabel={sending ? t('status.sending') : t('practiceStudent:form.send')}
      cancelLabel={t('common.cancel')}
      confirmDisabled={sending}
      onConfirm={submit}
    >
      <form
        noValidate
        className="practice-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          type="date"
          label={t('practiceStudent:form.date')}
          value={values.practiceDate}
          error={errors.practiceDate}
          required
          onChange={(event) => set('practiceDate')(event.target.value)}
        />
        <TextField
          type="number"
          inputMode="numeric"
          label={t('practiceStudent:form.duration')}
          hint={t('practiceStudent:form.durationHint')}
          value={values.duration}
          error={errors.duration}
          min={practiceDurationMin}
          max={practiceDurationMax}
          step={1}
          required
          onChange={(event) => set('duration')(event.target.value)}
        />
        <fieldset
          className="practice-choice"
          aria-describedby={errors.location ? locationErrorId : undefined}
        >
          <legend className="cr-field__label">{t('practiceStudent:form.location')}</legend>
          {locations.map((location) => (
            <label key={location} className="practice-choice__option">
              <input
                type="radio"
                name="location"
                value={location}
                checked={values.location === location}
                onChange={() => set('location')(location)}
              />
              {t(`practiceStudent:locations.${location}`)}
            </label>
          ))}
          {errors.location && (
            <span id={locationErrorId} className="cr-field__error" role="alert">
              {errors.location}
            </span>
          )}
        </fieldset>
        <TextAreaField
          label={t('practiceStudent:form.content')}
          hint={t('practiceStudent:form.contentHint')}
          value={values.content}
          error={errors.content}
          maxLength={practiceTextMax}
          rows={3}
          required
          onChange={(event) => set('content')(event.target.value)}
        />
        <TextAreaField
          label={t('practiceStudent:form.nextGoals')}
          value={values.nextGoals}
          error={errors.nextGoals}
          maxLength={practiceTextMax}
          rows={2}
          required
          onChange={(event) => set('nextGoals')(event.target.value)}
        />
      </form>
    </Modal>
  );
}

function serverFieldErrors(fields: Readonly<Record<string, string>>): PracticeEntryErrors {
  const errors: PracticeEntryErrors = {};
  for (const field of practiceEntryFields) {
    const message = fields[field as PracticeEntryField];
    if (message) errors[field] = message;
  }
  return errors;
}
