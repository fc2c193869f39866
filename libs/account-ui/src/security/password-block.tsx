import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { changePasswordRoute } from '@crescendo/contracts';
import { Button, TextField, toast } from '@crescendo/ui';
import { ApiError, callRoute, needsReauthentication, useAuth } from '@crescendo/web-auth';
import { describeError } from '@crescendo/i18n/server-errors';
import { contractResolver, formContract, showServerErrors } from '@crescendo/web-kit';

type Field = 'currentPassword' | 'newPassword' | 'confirm';
const empty = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * The change as the password contract reads it, the new password typed twice first (a rule of the form:
 * the server never sees the confirmation).
 */
export const passwordFormSchema = (mismatch: () => string) =>
  formContract(
    z
      .object({ currentPassword: z.string(), newPassword: z.string(), confirm: z.string() })
      .refine((values) => values.newPassword === values.confirm, { path: ['confirm'], error: mismatch }),
    changePasswordRoute.body,
    { toContract: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }) },
  );

/** 'Mon Profil', security: a new password, with the current one (the server checks both). */
export function PasswordBlock() {
  const { t, i18n } = useTranslation('mailbox');
  const schema = useMemo(() => passwordFormSchema(() => i18n.t('mailbox:password.mismatch')), [i18n]);
  const form = useForm({ resolver: contractResolver(schema, i18n), defaultValues: empty });
  const { errors, isSubmitting: busy } = form.formState;
  const { reauthenticate } = useAuth();

  const submit = form.handleSubmit(async (body) => {
    try {
      await callRoute(changePasswordRoute, { body });
      form.reset(empty);
      toast.success(t('password.changed'));
    } catch (error) {
      if (needsReauthentication(error)) {
        // Sudo mode: through the sign-in page and back here, where the user types the change again.
        await reauthenticate();
        return;
      }
      showServerErrors(error, form.setError, i18n);
      toast.error(
        error instanceof ApiError && !error.fields ? describeError(error, i18n) : t('password.failed'),
      );
    }
  });

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      {...form.register(name)}
      error={errors[name]?.message}
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
