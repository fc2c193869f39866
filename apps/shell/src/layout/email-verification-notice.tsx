import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendEmailVerificationRoute } from '@crescendo/contracts';
import { Alert, Button, toast } from '@crescendo/ui';
import { callRoute, useAuth } from '@crescendo/web-auth';

/**
 * Above every signed-in page while the user's address is not confirmed: where the link went, and a button
 * that mails it again. Until then the address takes no invitation and links no other sign-in.
 */
export function EmailVerificationNotice() {
  const { t } = useTranslation('mailbox');
  const { me } = useAuth();
  const [sending, setSending] = useState(false);
  if (!me || me.emailVerified) return null;

  const resend = async () => {
    setSending(true);
    try {
      await callRoute(resendEmailVerificationRoute);
      toast.success(t('notice.resent'));
    } catch {
      toast.error(t('notice.resendFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="shell-email-notice" data-testid="email-verification-notice">
      <Alert tone="info">
        {t('notice.unverified', { email: me.email })}{' '}
        <Button variant="secondary" onClick={() => void resend()} disabled={sending}>
          {t('notice.resend')}
        </Button>
      </Alert>
    </div>
  );
}
