import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Modal } from '@crescendo/ui';
import { goToGoogle } from './classroom-api.js';
import type { ConnectReason } from './use-classroom-import.js';

/**
 * The confirmation before leaving for Google's consent (spec §7): why (no connection yet, an expired one, or
 * the teacher's own choice), what Crescendo will be allowed to do, then `/auth/google`.
 */
export function GoogleConnectDialog({
  reason,
  onClose,
}: {
  reason: ConnectReason | 'choice';
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'classroomImport']);
  const [failed, setFailed] = useState(false);
  const [going, setGoing] = useState(false);
  const title = {
    missing: t('classroomImport:connect.mustConnect'),
    expired: t('classroomImport:connect.sessionExpired'),
    choice: t('classroomImport:connect.title'),
  }[reason];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={t('classroomImport:connect.explanation')}
      confirmLabel={
        reason === 'expired' ? t('classroomImport:connect.reconnect') : t('classroomImport:connect.go')
      }
      cancelLabel={t('common.cancel')}
      confirmDisabled={going}
      onConfirm={() => {
        setGoing(true);
        setFailed(false);
        // An import that needed the connection comes back here, its selection open; 'Connecter Google' alone does not.
        goToGoogle(reason !== 'choice').catch(() => {
          setGoing(false);
          setFailed(true);
        });
      }}
    >
      {failed && <Alert tone="error">{t('classroomImport:connect.failed')}</Alert>}
    </Modal>
  );
}
