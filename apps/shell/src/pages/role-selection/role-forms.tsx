import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createOrganizationRoute, getMeRoute, joinGroupRoute } from '@crescendo/contracts';
import { Alert, Button, TextField, type TextFieldProps } from '@crescendo/ui';
import { formatWait, isLanguage } from '@crescendo/i18n';
import type { Translator } from '@crescendo/i18n/server-errors';
import { ApiError, callRoute, useAuth } from '@crescendo/web-auth';
import { awaitOrganization } from './await-organization.js';

export type Finish = (work: () => Promise<unknown>) => Promise<string | undefined>;

/**
 * Runs the choice, waits until the server has placed the user, then hands the fresh profile to the app.
 * Answers the error to show, or undefined once `/dashboard` may route by role.
 */
export function useFinish(onPlaced: () => void): Finish {
  const { t } = useTranslation();
  const { patchMe } = useAuth();
  return async (work) => {
    await work();
    const me = await awaitOrganization();
    if (!me) return t('pages.roleSelection.stillWaiting');
    patchMe(me);
    onPlaced();
    return undefined;
  };
}

/** The server's reason in the user's language; the catalogue is loaded only when a call has failed. */
async function failureMessage(failure: unknown, i18n: Translator, fallback: string): Promise<string> {
  if (!(failure instanceof ApiError) || failure.code === 'NETWORK' || failure.code === 'INTERNAL')
    return fallback;
  const { describeError } = await import('@crescendo/i18n/server-errors');
  return describeError(failure, i18n);
}

/**
 * One field and its button: `submit` gets the typed value and answers the error to show under the field
 * (undefined once done); the button is disabled while it runs.
 */
function SingleFieldForm({
  field,
  submitLabel,
  submit,
}: {
  field: Omit<TextFieldProps, 'value' | 'error' | 'onChange'>;
  submitLabel: string;
  submit: (value: string) => Promise<string | undefined>;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setError(await submit(value));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="shell-role-form"
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
    >
      <TextField {...field} value={value} error={error} onChange={(event) => setValue(event.target.value)} />
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** Administrator, or a teacher's own organisation: `POST /organizations` (admin or teacher of it). */
export function OrganizationForm({ role, finish }: { role: 'admin' | 'teacher'; finish: Finish }) {
  const { t, i18n } = useTranslation();
  const words = role === 'admin' ? 'pages.roleSelection.admin' : 'pages.roleSelection.teacher';
  const submit = async (name: string) => {
    if (name.trim().length < 2) return t('pages.roleSelection.nameRequired');
    try {
      const body = { name: name.trim(), role };
      return await finish(() => callRoute(createOrganizationRoute, { body }));
    } catch (failure) {
      return failureMessage(failure, i18n, t('pages.roleSelection.createFailed'));
    }
  };
  return (
    <SingleFieldForm
      field={{ label: t(`${words}.name`), placeholder: t(`${words}.namePlaceholder`), maxLength: 200 }}
      submitLabel={t(`${words}.create`)}
      submit={submit}
    />
  );
}

/** Student: `POST /groups/join` with the group's connection code; identity then makes them its student. */
export function JoinByCodeForm({ finish }: { finish: Finish }) {
  const { t, i18n } = useTranslation();
  const submit = async (code: string) => {
    if (code.trim() === '') return t('groups.join.required');
    try {
      const body = { code: code.trim() };
      return await finish(() => callRoute(joinGroupRoute, { body }));
    } catch (failure) {
      const wrong = failure instanceof ApiError && ['NOT_FOUND', 'VALIDATION_FAILED'].includes(failure.code);
      if (wrong) return t('groups.join.wrongCode');
      // Too many wrong codes: say when to try again, in the user's language.
      if (failure instanceof ApiError && failure.retryAfterSeconds) {
        const lang = isLanguage(i18n.language) ? i18n.language : 'fr';
        return t('errors.tryAgainIn', { wait: formatWait(failure.retryAfterSeconds, lang) });
      }
      return failureMessage(failure, i18n, t('apiErrors.INTERNAL'));
    }
  };
  return (
    <SingleFieldForm
      field={{
        label: t('groups.join.code'),
        hint: t('groups.join.hint'),
        autoComplete: 'off',
        maxLength: 20,
      }}
      submitLabel={t('groups.join.submit')}
      submit={submit}
    />
  );
}

/** Teacher invited by their school: the invitation is taken when identity next resolves them. */
export function InvitationCheck({ email, onPlaced }: { email: string; onPlaced: () => void }) {
  const { t } = useTranslation();
  const { patchMe } = useAuth();
  const [message, setMessage] = useState<string>();
  const check = async () => {
    const me = await callRoute(getMeRoute).catch(() => undefined);
    if (me?.organizationId) {
      patchMe(me);
      onPlaced();
    } else setMessage(t('pages.roleSelection.teacher.noInvite', { email }));
  };
  return (
    <div className="shell-role-form">
      <h3>{t('pages.roleSelection.teacher.inviteTitle')}</h3>
      <p>{t('pages.roleSelection.teacher.inviteText', { email })}</p>
      <Button variant="secondary" onClick={() => void check()}>
        {t('pages.roleSelection.teacher.checkInvite')}
      </Button>
      {message && <Alert tone="info">{message}</Alert>}
    </div>
  );
}
