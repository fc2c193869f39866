import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { answerInstrumentRoute } from '@crescendo/contracts';
import { familyInstruments, instrumentFamilies, type InstrumentFamily } from '@crescendo/domain';
import { Alert, Button, SelectField, toast } from '@crescendo/ui';
import { callRoute, useAuth } from '@crescendo/web-auth';
import { contractResolver, formContract, showServerErrors } from '@crescendo/web-kit';

interface InstrumentWords {
  familyRequired: string;
  tooShort: string;
}

/**
 * The answer as the instrument contract reads it (the percussions ticked joined by commas), a family chosen
 * first (a rule of the form); a too short answer is the spec's sentence.
 */
export const instrumentQuestionSchema = (words: () => InstrumentWords) =>
  formContract(
    z
      .object({
        family: z.enum(instrumentFamilies).nullable(),
        instrument: z.string(),
        percussions: z.array(z.string()),
      })
      .refine((values) => values.family !== null, { path: ['family'], error: () => words().familyRequired }),
    answerInstrumentRoute.body,
    {
      toContract: ({ family, instrument, percussions }) => ({
        instrument: family === 'percussions' ? percussions.join(', ') : instrument,
      }),
      say: (issue) => (issue.code === 'too_small' ? words().tooShort : undefined),
    },
  );

/**
 * Spec §4 and §5: asked to students until answered. A family is required; percussions may tick several
 * instruments (joined by commas); the answer has at least 3 characters. Stored as the profile's instrument.
 */
export function InstrumentQuestion() {
  const { t, i18n } = useTranslation('account');
  const { patchMe } = useAuth();
  const schema = useMemo(
    () =>
      instrumentQuestionSchema(() => ({
        familyRequired: i18n.t('account:instrumentQuestion.familyRequired'),
        tooShort: i18n.t('account:instrumentQuestion.tooShort'),
      })),
    [i18n],
  );
  const form = useForm({
    resolver: contractResolver(schema, i18n),
    defaultValues: { family: null as InstrumentFamily | null, instrument: '', percussions: [] as string[] },
  });
  const { errors, isSubmitting: busy } = form.formState;
  const [family, instrument, percussions] = form.watch(['family', 'instrument', 'percussions']);
  const error = errors.family?.message ?? errors.instrument?.message;

  const submit = form.handleSubmit(async (body) => {
    try {
      const profile = await callRoute(answerInstrumentRoute, { body });
      patchMe({ instrument: profile.instrument });
    } catch (failure) {
      showServerErrors(failure, form.setError, i18n);
      toast.error(t('instrumentQuestion.failed'));
    }
  });

  const toggle = (name: string, on: boolean) =>
    form.setValue('percussions', on ? [...percussions, name] : percussions.filter((value) => value !== name));

  return (
    <section className="acc-section" aria-labelledby="instrument-question">
      <h2 id="instrument-question">{t('instrumentQuestion.title')}</h2>
      <p>{t('instrumentQuestion.text')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="acc-fieldset">
          <legend>{t('instrumentQuestion.family')}</legend>
          {instrumentFamilies.map((value) => (
            <label key={value} className="acc-choice">
              <input
                type="radio"
                name="instrument-family"
                value={value}
                checked={family === value}
                onChange={() => {
                  form.setValue('family', value);
                  form.setValue('instrument', '');
                  form.setValue('percussions', []);
                }}
              />
              {t(`instrumentQuestion.families.${value}`)}
            </label>
          ))}
        </fieldset>
        {family === 'percussions' && (
          <fieldset className="acc-fieldset">
            <legend>{t('instrumentQuestion.percussions')}</legend>
            {familyInstruments.percussions.map((name) => (
              <label key={name} className="acc-choice">
                <input
                  type="checkbox"
                  checked={percussions.includes(name)}
                  onChange={(event) => toggle(name, event.target.checked)}
                />
                {name}
              </label>
            ))}
          </fieldset>
        )}
        {family && family !== 'percussions' && (
          <SelectField
            label={t('instrumentQuestion.instrument')}
            value={instrument}
            onChange={(event) => form.setValue('instrument', event.target.value)}
            placeholder={t('instrumentQuestion.choose')}
            options={familyInstruments[family].map((value) => ({ value, label: value }))}
          />
        )}
        {error && <Alert tone="error">{error}</Alert>}
        <div className="acc-actions">
          <Button type="submit" disabled={busy}>
            {t('instrumentQuestion.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
