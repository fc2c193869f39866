import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAccountRoute, deleteOrganizationRoute } from '@crescendo/contracts';
import { Alert, Button, Modal, toast, toastsLoaded } from '@crescendo/ui';
import { ApiError, callRoute, needsReauthentication, useAuth } from '@crescendo/web-auth';
import { describeError } from '@crescendo/i18n/server-errors';

type Pending = 'account' | 'organization' | null;

/** Long enough to read 'Votre compte a été supprimé.' before the sign-out leaves the page. */
const readBeforeLogoutMs = 1500;

/**
 * Spec §2 and §6: every user deletes their own account; only an admin sees 'Supprimer l'organisation'.
 * Each asks for confirmation first, and a recent sign-in (else the user signs in again and comes back
 * here); after either, the session ends.
 */
export function DangerZone({ canDeleteOrganization }: { canDeleteOrganization: boolean }) {
  const { t, i18n } = useTranslation(['translation', 'account']);
  const { logout, reauthenticate } = useAuth();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState<string>();

  const confirm = async () => {
    const what = pending;
    if (!what) return;
    setBusy(true);
    setReason(undefined);
    try {
      if (what === 'account') await callRoute(deleteAccountRoute);
      else await callRoute(deleteOrganizationRoute);
      toast.success(t(what === 'account' ? 'success.accountDeleted' : 'success.organizationDeleted'));
      setPending(null);
      // The first toast of a visit brings its code: on a busy machine (a CI run) that took longer than
      // the time to read it, and the sign-out left before it showed. The time starts once it can show.
      await toastsLoaded();
      await new Promise((resolve) => setTimeout(resolve, readBeforeLogoutMs));
      await logout();
    } catch (error) {
      if (needsReauthentication(error)) {
        // Sudo mode: through the sign-in page and back here, where the user confirms again.
        await reauthenticate();
        return;
      }
      toast.error(t(what === 'account' ? 'errors.accountDelete' : 'errors.organizationDelete'));
      // The server explains a refusal it can name (the last admin must hand over first).
      if (error instanceof ApiError && error.code === 'CONFLICT') setReason(describeError(error, i18n));
      setPending(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="acc-section acc-section--danger" aria-labelledby="danger-title">
      <h2 id="danger-title">{t('account:danger.title')}</h2>
      {reason && <Alert tone="error">{reason}</Alert>}
      <div className="acc-danger-row">
        <div>
          <h3>{t('account:danger.deleteAccount')}</h3>
          <p>{t('account:danger.deleteAccountText')}</p>
        </div>
        <Button variant="danger" onClick={() => setPending('account')}>
          {t('account:danger.deleteAccount')}
        </Button>
      </div>
      {canDeleteOrganization && (
        <div className="acc-danger-row">
          <div>
            <h3>{t('account:danger.deleteOrganization')}</h3>
            <p>{t('account:danger.deleteOrganizationText')}</p>
          </div>
          <Button variant="danger" onClick={() => setPending('organization')}>
            {t('account:danger.deleteOrganization')}
          </Button>
        </div>
      )}
      <Modal
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending === 'organization'
            ? t('account:danger.deleteOrganizationConfirm')
            : t('account:danger.deleteAccountConfirm')
        }
        description={
          pending === 'organization'
            ? t('account:danger.deleteOrganizationWarning')
            : t('account:danger.deleteAccountWarning')
        }
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        confirmDisabled={busy}
        onConfirm={() => void confirm()}
        danger
      />
    </section>
  );
}
