import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  practiceDurationMax,
  practiceDurationMin,
  practiceTextMax,
  type PracticeEntryInput,
} from '@crescendo/contracts';
import { dayOf } from '@crescendo/domain';
import { TextAreaField, TextField } from '@crescendo/ui';
import { ApiError } from '@crescendo/web-auth';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';
import { practiceEntryFormSchema } from './practice-entry-errors.js';
import {
  ReflectionFields,
  emptyReflection,
  reflectionToSend,
  type ReflectionDraft,
} from './reflection-fields.js';

export interface PracticeEntryModalProps {
  title: string;
  onClose: () => void;
  /**
   * Sends the entry (and the reflection, when asked for and written); resolves once stored (the modal
   * closes), rejects to keep it open.
   */
  onSend: (entry: PracticeEntryInput, reflection?: ReflectionDraft | null) => Promise<unknown>;
  sending: boolean;
  /** 'Ma réflexion (facultatif)' under the fields (issue 29 §4: only while gamification is on). */
  withReflection?: boolean;
}

const locations = ['home', 'school'] as const;

/**
 * Spec §5, a practice report or an exercise's submission: the date (today on the organisation's clock by
 * default), a whole number of minutes from 1 to 300, home or school, content and next goals not blank after
 * trimming — checked with the contract's schema before sending; 'Envoi en cours...' while it goes.
 */
export function PracticeEntryModal({
  title,
  onClose,
  onSend,
  sending,
  withReflection = false,
}: PracticeEntryModalProps) {
  const { t, i18n } = useTranslation(['translation', 'practiceStudent']);
  const [reflection, setReflection] = useState<ReflectionDraft>(emptyReflection);
  const schema = useMemo(
    () => practiceEntryFormSchema(() => i18n.getFixedT(null, 'practiceStudent')),
    [i18n],
  );
  const dialog = useFormDialog({
    schema,
    defaultValues: {
      practiceDate: dayOf(new Date()),
      duration: '',
      location: 'home',
      content: '',
      nextGoals: '',
    },
    onSubmit: async (entry) => {
      try {
        await (withReflection ? onSend(entry, reflectionToSend(reflection)) : onSend(entry));
      } catch (failure) {
        // Field errors the server found (the schema is the same, so rarely), shown beside their fields;
        // anything else its toast said, the form kept open with what was typed.
        if (failure instanceof ApiError && failure.fields) throw failure;
        return;
      }
      onClose();
    },
  });
  const busy = sending || dialog.sending;
  const locationError = dialog.form.formState.errors.location?.message;
  const locationErrorId = `${useId()}-location-error`;

  return (
    <FormDialog
      dialog={{ ...dialog, sending: busy, submit: () => void (busy || dialog.submit()) }}
      onClose={() => !sending && onClose()}
      title={title}
      confirmLabel={busy ? t('status.sending') : t('practiceStudent:form.send')}
      cancelLabel={t('common.cancel')}
      className="practice-form"
    >
      <TextField
        type="date"
        label={t('practiceStudent:form.date')}
        required
        {...dialog.field('practiceDate')}
      />
      <TextField
        type="number"
        inputMode="numeric"
        label={t('practiceStudent:form.duration')}
        hint={t('practiceStudent:form.durationHint')}
        min={practiceDurationMin}
        max={practiceDurationMax}
        step={1}
        required
        {...dialog.field('duration')}
      />
      <fieldset className="practice-choice" aria-describedby={locationError ? locationErrorId : undefined}>
        <legend className="cr-field__label">{t('practiceStudent:form.location')}</legend>
        {locations.map((location) => (
          <label key={location} className="practice-choice__option">
            <input type="radio" value={location} {...dialog.form.register('location')} />
            {t(`practiceStudent:locations.${location}`)}
          </label>
        ))}
        {locationError && (
          <span id={locationErrorId} className="cr-field__error" role="alert">
            {locationError}
          </span>
        )}
      </fieldset>
      <TextAreaField
        label={t('practiceStudent:form.content')}
        hint={t('practiceStudent:form.contentHint')}
        maxLength={practiceTextMax}
        rows={3}
        required
        {...dialog.field('content')}
      />
      <TextAreaField
        label={t('practiceStudent:form.nextGoals')}
        maxLength={practiceTextMax}
        rows={2}
        required
        {...dialog.field('nextGoals')}
      />
      {withReflection && <ReflectionFields value={reflection} onChange={setReflection} />}
    </FormDialog>
  );
}
