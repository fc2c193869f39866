import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { acceptInvitationRoute } from '@crescendo/contracts';
import { Alert, Button, PageHeader, Spinner } from '@crescendo/ui';
import { callRoute, useAuth } from '@crescendo/web-auth';
import { PublicLayout } from '../../layout/public-layout.js';
import { useLinkToken } from './use-link-token.js';

/**
 * /invitation?token=…: an invitation's mailed link, behind sign-in (a newcomer signs up from the sign-in
 * page with the invited address, then comes back here). Identity accepts it only for that address.
 */
export function InvitationPage() {
  const { t } = useTranslation('mailbox');
  const navigate = useNavigate();
  const { patchMe } = useAuth();
  const send = useCallback(
    async (token: string) => {
      const data = await callRoute(acceptInvitationRoute, { body: { token } });
      patchMe({ role: data.role, organizationId: data.organizationId, emailVerified: true });
      return data;
    },
    [patchMe],
  );
  const outcome = useLinkToken(true, send);

  return (
    <PublicLayout>
      <PageHeader title={t('invitation.title')} />
      {outcome.kind === 'working' && <Spinner label={t('invitation.working')} />}
      {outcome.kind === 'missing' && <Alert tone="error">{t('invitation.missing')}</Alert>}
      {outcome.kind === 'failed' && <Alert tone="error">{outcome.message ?? t('invitation.failed')}</Alert>}
      {outcome.kind === 'done' && <Alert tone="success">{t('invitation.accepted')}</Alert>}
      {outcome.kind !== 'working' && (
        <p className="shell-actions">
          <Button onClick={() => navigate('/dashboard')}>{t('invitation.continue')}</Button>
        </p>
      )}
    </PublicLayout>
  );
}
