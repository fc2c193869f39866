import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { answerInstrumentRoute } from '@crescendo/contracts';
import {
  familyInstruments,
  instrumentAnswer,
  instrumentFamilies,
  type InstrumentFamily,
} from '@crescendo/domain';
import { Alert, Button, SelectField, toast } from '@crescendo/ui';
import { callRoute, useAuth } from '@crescendo/web-auth';

/**
 * Spec §4 and §5: asked to students until answered. A family is required; percussions may tick several
 * instruments (joined by commas); the answer has at least 3 characters. Stored as the profile's instrument.
 */
export function InstrumentQuestion() {
  const { t } = useTranslation('account');
  const { patchMe } = useAuth();
  const [family, setFamily] = useState<InstrumentFamily | null>(null);
  const [instrument, setInstrument] = useState('');
  const [percussions, setPercussions] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = instrumentAnswer({ family, instrument, percussions });
    if (!answer.ok) {
      setError(
        answer.reason === 'family-required'
          ? t('instrumentQuestion.familyRequired')
          : t('instrumentQuestion.tooShort'),
      );
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const profile = await callRoute(answerInstrumentRoute, { body: { instrument: answer.instrument } });
      patchMe({ instrument: profile.instrument });
    } catch {
      toast.error(t('instrumentQuestion.failed'));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (name: string, on: boolean) =>
    setPercussions((current) => (on ? [...current, name] : current.filter((value) => value !== name)));

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
                  setFamily(value);
                  setInstrument('');
                  setPercussions([]);
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
            onChange={(event) => setInstrument(event.target.value)}
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
