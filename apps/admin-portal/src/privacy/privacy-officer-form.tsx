import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  privacyOfficerFieldsSchema,
  type PrivacyOfficerFields,
  type PrivacyOfficerSettings,
} from '@crescendo/contracts';
import { describeIssue } from '@crescendo/i18n/server-errors';
import { Button, TextField } from '@crescendo/ui';

export interface PrivacyOfficerFormProps {
  settings: PrivacyOfficerSettings;
  onSave: (officer: PrivacyOfficerFields) => Promise<unknown>;
  onClear: () => Promise<unknown>;
}

/**
 * 'Responsable de la protection des renseignements personnels': the organisation's own (title, name, e-mail),
 * and who the public privacy page shows now (its own, its board's, or the platform operator's).
 */
export function PrivacyOfficerForm({ settings, onSave, onClear }: PrivacyOfficerFormProps) {
  const { t, i18n } = useTranslation('privacyDesk');
  const [errors, setErrors] = useState<Partial<Record<keyof PrivacyOfficerFields, string>>>({});
  const [fields, setFields] = useState<PrivacyOfficerFields>({
    title: settings.own?.title ?? '',
    name: settings.own?.name ?? '',
    email: settings.own?.email ?? '',
  });
  const [busy, setBusy] = useState(false);
  const change = (key: keyof PrivacyOfficerFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The page's toast said what went wrong; the fields stay as typed.
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own checks first, in the reader's language: nothing is sent while a field is wrong.
    const parsed = privacyOfficerFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const found: Partial<Record<keyof PrivacyOfficerFields, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof PrivacyOfficerFields;
        found[field] ??= describeIssue(issue, i18n);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    void run(() => onSave(parsed.data));
  };
  const shown = settings.shown;

  return (
    <section className="privacy-officer" aria-labelledby="privacy-officer-title">
      <h2 id="privacy-officer-title">{t('officer.title')}</h2>
      <p>{t('officer.intro')}</p>
      <form onSubmit={submit} className="privacy-officer__form" noValidate>
        <TextField
          label={t('officer.roleTitle')}
          hint={t('officer.roleTitleHint')}
          value={fields.title}
          onChange={change('title')}
          error={errors.title}
          maxLength={120}
          required
        />
        <TextField
          label={t('officer.name')}
          value={fields.name}
          onChange={change('name')}
          error={errors.name}
          maxLength={120}
          required
        />
        <TextField
          label={t('officer.email')}
          type="email"
          value={fields.email}
          onChange={change('email')}
          error={errors.email}
          maxLength={254}
          required
        />
        <div className="privacy-officer__actions">
          <Button type="submit" disabled={busy}>
            {t('officer.save')}
          </Button>
          {settings.own && (
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void run(onClear)}>
              {t('officer.clear')}
            </Button>
          )}
        </div>
      </form>
      <div className="privacy-officer__shown" role="status" aria-label={t('officer.shownTitle')}>
        <h3>{t('officer.shownTitle')}</h3>
        <p>
          {shown.source === 'own'
            ? t('officer.shownOwn')
            : shown.source === 'board'
              ? t('officer.shownBoard')
              : t('officer.shownPlatform')}
        </p>
        <p>
          <strong>{shown.name}</strong>, {shown.title} — <a href={`mailto:${shown.email}`}>{shown.email}</a>
        </p>
      </div>
    </section>
  );
}
