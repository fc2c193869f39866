import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { confirmEmailRoute } from '@crescendo/contracts';
import { Alert, Button, PageHeader, Spinner } from '@crescendo/ui';
import { callRoute, useAuth } from '@crescendo/web-auth';
import { PublicLayout } from '../../layout/public-layout.js';
import { useLinkToken } from './use-link-token.js';

/**
 * /verify-email?token=…: the link of a verification mail (a new account, or a new profile address). Needs
 * no sign-in (the token is the proof); a signed-in user sees the change at once.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation(['translation', 'mailbox']);
  const navigate = useNavigate();
  const { status, me, patchMe } = useAuth();
  const send = useCallback(
    async (token: string) => {
      const data = await callRoute(confirmEmailRoute, { body: { token } });
      patchMe({ email: data.email, emailVerified: true });
      return data;
    },
    [patchMe],
  );
  const outcome = useLinkToken(status !== 'loading', send);
  // Signed in without an organisation yet (a new account): on to choosing a role.
  const next = status !== 'authenticated' ? '/login' : me?.organizationId ? '/dashboard' : '/role-selection';

  return (
    <PublicLayout>
      <PageHeader title={t('mailbox:confirm.title')} />
      {outcome.kind === 'working' && <Spinner label={t('mailbox:confirm.working')} />}
      {outcome.kind === 'missing' && <Alert tone="error">{t('mailbox:confirm.missing')}</Alert>}
      {outcome.kind === 'failed' && <Alert tone="error">{outcome.message ?? t('app.loadFailed')}</Alert>}
      {outcome.kind === 'done' && (
        <Alert tone="success">
          {t(outcome.data.changed ? 'mailbox:confirm.changed' : 'mailbox:confirm.verified', {
            email: outcome.data.email,
          })}
        </Alert>
      )}
      {outcome.kind !== 'working' && (
        <p className="shell-actions">
          <Button onClick={() => navigate(next)}>{t('mailbox:confirm.continue')}</Button>
        </p>
      )}
    </PublicLayout>
  );
}
