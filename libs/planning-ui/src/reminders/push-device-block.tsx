import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from '@crescendo/ui';
import { withToasts } from '@crescendo/web-kit';
import { browserPushDevice, PushPermissionDenied, type PushDevice } from './push-device.js';
import { pushKeyKey, type ReminderSettingsApi } from './reminder-api.js';

type DeviceState = 'unsupported' | 'off' | 'blocked' | 'inactive' | 'active';

/**
 * 'Activer les notifications sur cet appareil' (issue 28 §3): asks the browser's permission, subscribes with
 * the deployment's VAPID key and hands the subscription to the planning; or says why this device cannot
 * (a browser without the Push API, notifications blocked, a platform that sends none).
 */
export function PushDeviceBlock({
  api,
  device = browserPushDevice,
}: {
  api: ReminderSettingsApi;
  device?: PushDevice;
}) {
  const { t } = useTranslation(['translation', 'reminderSettings']);
  const supported = device.supported();
  const key = useQuery({
    queryKey: pushKeyKey,
    queryFn: ({ signal }) => api.pushKey(signal),
    enabled: supported,
    staleTime: Infinity,
  });
  const current = useQuery({
    queryKey: ['planning', 'push-device'],
    queryFn: () => device.current(),
    enabled: supported,
  });
  const [busy, setBusy] = useState(false);
  const [denied, setDenied] = useState(false);

  let state: DeviceState | 'pending' | 'error';
  if (!supported) state = 'unsupported';
  else if (key.isPending || current.isPending) state = 'pending';
  else if (key.isError || current.isError) state = 'error';
  else if (key.data === null) state = 'off';
  else if (current.data) state = 'active';
  else if (denied || device.permission() === 'denied') state = 'blocked';
  else state = 'inactive';

  const activate = async () => {
    setBusy(true);
    try {
      const subscription = await device.subscribe(key.data!);
      await api.subscribe(subscription);
      return subscription;
    } catch (error) {
      if (error instanceof PushPermissionDenied) setDenied(true);
      throw error;
    } finally {
      setBusy(false);
    }
  };
  const deactivate = async () => {
    setBusy(true);
    try {
      const endpoint = await device.unsubscribe();
      if (endpoint) await api.unsubscribe(endpoint);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="reminders-device" aria-labelledby="reminders-device" role="group">
      <h4 id="reminders-device">{t('reminderSettings:device.title')}</h4>
      {state === 'pending' ? (
        <Spinner label={t('app.loadingShort')} />
      ) : state === 'error' ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : state === 'unsupported' || state === 'off' || state === 'blocked' ? (
        <Alert tone="info">{t(`reminderSettings:device.${state}`)}</Alert>
      ) : state === 'active' ? (
        <>
          <p role="status">{t('reminderSettings:device.active')}</p>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void withToasts(
                deactivate().then(() => current.refetch()),
                t('reminderSettings:device.deactivated'),
                t('reminderSettings:device.deactivateFailed'),
              ).catch(() => undefined)
            }
          >
            {t('reminderSettings:device.deactivate')}
          </Button>
        </>
      ) : (
        <Button
          disabled={busy}
          onClick={() =>
            void withToasts(
              activate().then(() => current.refetch()),
              t('reminderSettings:device.activated'),
              (error) =>
                error instanceof PushPermissionDenied
                  ? t('reminderSettings:device.blocked')
                  : t('reminderSettings:device.activateFailed'),
            ).catch(() => undefined)
          }
        >
          {t('reminderSettings:device.activate')}
        </Button>
      )}
    </div>
  );
}
