import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  privacyIncidentFieldsSchema,
  type PrivacyIncidentFields,
  type PrivacyIncidentWire,
} from '@crescendo/contracts';
import { describeIssue } from '@crescendo/i18n/server-errors';
import { Button, TextAreaField, TextField } from '@crescendo/ui';

type Text = Record<
  | 'occurredOn'
  | 'knownOn'
  | 'description'
  | 'informationConcerned'
  | 'peopleConcerned'
  | 'riskAssessment'
  | 'commissionNotifiedOn'
  | 'peopleNotifiedOn'
  | 'measures',
  string
>;
type Errors = Partial<Record<keyof Text | 'seriousRisk', string>>;

export interface PrivacyIncidentFormProps {
  /** The entry being completed, or none for a new one. */
  incident?: PrivacyIncidentWire;
  today: string;
  onSave: (fields: PrivacyIncidentFields) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * One entry of 'Registre des incidents' with the fields the Commission d'accès à l'information asks: checked
 * against the contract in the reader's language before anything is sent (the server checks the days again).
 */
export function PrivacyIncidentForm({ incident, today, onSave, onCancel }: PrivacyIncidentFormProps) {
  const { t, i18n } = useTranslation('privacyDesk');
  const [text, setText] = useState<Text>({
    occurredOn: incident?.occurredOn ?? today,
    knownOn: incident?.knownOn ?? today,
    description: incident?.description ?? '',
    informationConcerned: incident?.informationConcerned ?? '',
    peopleConcerned: incident ? String(incident.peopleConcerned) : '',
    riskAssessment: incident?.riskAssessment ?? '',
    commissionNotifiedOn: incident?.commissionNotifiedOn ?? '',
    peopleNotifiedOn: incident?.peopleNotifiedOn ?? '',
    measures: incident?.measures ?? '',
  });
  const [seriousRisk, setSeriousRisk] = useState(incident?.seriousRisk ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const change = (key: keyof Text) => (event: { target: { value: string } }) =>
    setText((current) => ({ ...current, [key]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = privacyIncidentFieldsSchema.safeParse({
      ...text,
      peopleConcerned: text.peopleConcerned.trim() === '' ? Number.NaN : Number(text.peopleConcerned),
      seriousRisk,
      commissionNotifiedOn: text.commissionNotifiedOn || null,
      peopleNotifiedOn: text.peopleNotifiedOn || null,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as keyof Errors] ??= describeIssue(issue, i18n);
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    const saved = await onSave(parsed.data);
    setBusy(false);
    if (saved) onCancel();
  };
  const day = (key: keyof Text, optional = false) => (
    <TextField
      label={t(`incidents.fields.${key}`)}
      hint={optional ? t('incidents.optionalDay') : undefined}
      type="date"
      max={today}
      value={text[key]}
      onChange={change(key)}
      error={errors[key]}
    />
  );
  const long = (key: keyof Text, hint?: string) => (
    <TextAreaField
      label={t(`incidents.fields.${key}`)}
      hint={hint}
      value={text[key]}
      onChange={change(key)}
      error={errors[key]}
    />
  );
  return (
    <form className="privacy-incidents__form" onSubmit={(event) => void submit(event)} noValidate>
      {day('occurredOn')}
      {day('knownOn')}
      {long('description')}
      {long('informationConcerned', t('incidents.informationHint'))}
      <TextField
        label={t('incidents.fields.peopleConcerned')}
        hint={t('incidents.peopleHint')}
        type="number"
        inputMode="numeric"
        min={0}
        value={text.peopleConcerned}
        onChange={change('peopleConcerned')}
        error={errors.peopleConcerned}
      />
      <label className="privacy-incidents__risk">
        <input
          type="checkbox"
          checked={seriousRisk}
          onChange={(event) => setSeriousRisk(event.target.checked)}
        />{' '}
        {t('incidents.fields.seriousRisk')}
      </label>
      {long('riskAssessment', t('incidents.riskHint'))}
      {day('commissionNotifiedOn', true)}
      {day('peopleNotifiedOn', true)}
      {long('measures')}
      <div className="privacy-request__actions">
        <Button type="submit" disabled={busy}>
          {incident ? t('incidents.saveChanges') : t('incidents.record')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('incidents.cancel')}
        </Button>
      </div>
    </form>
  );
}
