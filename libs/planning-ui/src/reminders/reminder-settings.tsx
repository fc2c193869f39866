import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReminderSettings } from '@crescendo/contracts';
import { Alert, Button, Spinner } from '@crescendo/ui';
import { withToasts } from '@crescendo/web-kit';
import { PushDeviceBlock } from './push-device-block.js';
import type { PushDevice } from './push-device.js';
import { reminderSettingsApi, reminderSettingsKey, type ReminderSettingsApi } from './reminder-api.js';

/** A line per choice, a finger's height on a phone. */
const checkStyle = { display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 } as const;
const fieldsetStyle = { border: 0, padding: 0, margin: '0 0 12px' } as const;

/**
 * 'Rappels' (issue 28 §3), in every person's profile (the student's 'Paramètres', the teacher's and the
 * admin's 'Mon Profil'): the day before each event of theirs and two hours before its call time, by mail and
 * as notifications, each on or off (all on until they choose); and this device's notifications.
 */
export function ReminderSettingsBlock({
  api = reminderSettingsApi,
  device,
}: {
  api?: ReminderSettingsApi;
  device?: PushDevice;
}) {
  const { t } = useTranslation(['translation', 'reminderSettings']);
  const settings = useQuery({ queryKey: reminderSettingsKey, queryFn: ({ signal }) => api.load(signal) });
  return (
    <section aria-labelledby="reminder-settings" className="reminders">
      <h3 id="reminder-settings">{t('reminderSettings:title')}</h3>
      <p>{t('reminderSettings:intro')}</p>
      {settings.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : settings.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : (
        <ReminderSettingsForm key={JSON.stringify(settings.data)} saved={settings.data} api={api} />
      )}
      <PushDeviceBlock api={api} device={device} />
    </section>
  );
}

function ReminderSettingsForm({ saved, api }: { saved: ReminderSettings; api: ReminderSettingsApi }) {
  const { t } = useTranslation(['translation', 'reminderSettings']);
  const queryClient = useQueryClient();
  const [value, setValue] = useState(saved);
  const save = useMutation({
    mutationFn: (settings: ReminderSettings) => api.save(settings),
    onSuccess: (next) => queryClient.setQueryData(reminderSettingsKey, next),
  });
  const check = (field: keyof ReminderSettings, label: string) => (
    <label className="reminders__check" style={checkStyle}>
      <input
        type="checkbox"
        checked={value[field]}
        onChange={(event) => setValue({ ...value, [field]: event.target.checked })}
      />
      {label}
    </label>
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void withToasts(
          save.mutateAsync(value),
          t('reminderSettings:saved'),
          t('reminderSettings:saveFailed'),
        ).catch(() => undefined);
      }}
    >
      <fieldset style={fieldsetStyle}>
        <legend>{t('reminderSettings:when')}</legend>
        {check('dayBefore', t('reminderSettings:dayBefore'))}
        {check('twoHoursBefore', t('reminderSettings:twoHoursBefore'))}
      </fieldset>
      <fieldset style={fieldsetStyle}>
        <legend>{t('reminderSettings:how')}</legend>
        {check('byEmail', t('reminderSettings:byEmail'))}
        {check('byPush', t('reminderSettings:byPush'))}
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {t('reminderSettings:save')}
      </Button>
    </form>
  );
}
