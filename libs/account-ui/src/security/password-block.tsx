import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordRoute } from '@crescendo/contracts';
import { Button, TextField, toast } from '@crescendo/ui';
import { ApiError, callRoute, needsReauthentication, useAuth } from '@crescendo/web-auth';
import { describeError, describeFields } from '@crescendo/i18n/server-errors';

type Field = 'currentPassword' | 'newPassword' | 'confirm';
const empty = { currentPassword: '', newPassword: '', confirm: '' };

/** 'Mon Profil', security: a new password, with the current one (the server checks both). */
export function PasswordBlock() {
  const { t, i18n } = useTranslation('mailbox');
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const { reauthenticate } = useAuth();
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.newPassword !== values.confirm) {
      setErrors({ confirm: t('password.mismatch') });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await callRoute(changePasswordRoute, {
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
      setValues(empty);
      toast.success(t('password.changed'));
    } catch (error) {
      if (needsReauthentication(error)) {
        // Sudo mode: through the sign-in page and back here, where the user types the change again.
        await reauthenticate();
        return;
      }
      if (error instanceof ApiError && error.fields)
        setErrors(describeFields(error, i18n) as Partial<Record<Field, string>>);
      toast.error(
        error instanceof ApiError && !error.fields ? describeError(error, i18n) : t('password.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      error={errors[name]}
      autoComplete={autoComplete}
      required
    />
  );

  return (
    <section className="acc-section" aria-labelledby="password-title">
      <h2 id="password-title">{t('password.title')}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {field('currentPassword', t('password.current'), 'current-password')}
        {field('newPassword', t('password.next'), 'new-password')}
        {field('confirm', t('password.confirm'), 'new-password')}
        <Button type="submit" disabled={busy}>
          {t('password.submit')}
        </Button>
      </form>
    </section>
  );
}
