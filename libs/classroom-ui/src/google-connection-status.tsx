import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, toast } from '@crescendo/ui';
import { useDisconnectGoogle, useGoogleConnection } from './classroom-api.js';
import { GoogleConnectDialog } from './google-connect-dialog.js';

/** Whether Google is connected (which address), with 'Déconnecter Google' or the way to connect it. */
export function GoogleConnectionStatus() {
  const { t } = useTranslation(['translation', 'classroomImport']);
  const connection = useGoogleConnection();
  const disconnect = useDisconnectGoogle();
  const [dialog, setDialog] = useState<'connect' | 'disconnect' | null>(null);
  if (!connection.data) return null;
  const { connected, email } = connection.data;
  return (
    <div className="cl-status" data-testid="google-connection">
      <span>
        {connected
          ? t('classroomImport:connection.connectedAs', { email: email ?? '' })
          : t('classroomImport:connection.notConnected')}
      </span>
      {connected ? (
        <Button variant="ghost" onClick={() => setDialog('disconnect')}>
          {t('classroomImport:connection.disconnect')}
        </Button>
      ) : (
        <Button variant="ghost" onClick={() => setDialog('connect')}>
          {t('classroomImport:connection.connect')}
        </Button>
      )}
      {dialog === 'connect' && <GoogleConnectDialog reason="choice" onClose={() => setDialog(null)} />}
      {dialog === 'disconnect' && (
        <Modal
          open
          danger
          onOpenChange={(open) => !open && setDialog(null)}
          title={t('classroomImport:connection.disconnectTitle')}
          description={t('classroomImport:connection.disconnectText')}
          confirmLabel={t('classroomImport:connection.disconnect')}
          cancelLabel={t('common.cancel')}
          onConfirm={() => {
            setDialog(null);
            disconnect.mutate(undefined, {
              onSuccess: () => toast.success(t('classroomImport:connection.disconnected')),
              onError: () => toast.error(t('classroomImport:connection.disconnectFailed')),
            });
          }}
        />
      )}
    </div>
  );
}
