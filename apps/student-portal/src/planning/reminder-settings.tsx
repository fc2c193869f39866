import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getReminderSettingsRoute,
  saveReminderSettingsRoute,
  type ReminderSettings,
} from '@crescendo/contracts';
import { Alert, Button, Spinner } from '@crescendo/ui';
import { callRoute } from '@crescendo/web-auth';
import { withToasts } from '@crescendo/web-kit';

/** How the block reads and saves the settings: the planning's routes, or a test's stand-in. */
export interface ReminderSettingsApi {
  load: (signal?: AbortSignal) => Promise<ReminderSettings>;
  save: (settings: ReminderSettings) => Promise<ReminderSettings>;
}

export const reminderSettingsApi: ReminderSettingsApi = {
  load: (signal) => callRoute(getReminderSettingsRoute, { signal }),
  save: (body) => callRoute(saveReminderSettingsRoute, { body }),
};

const reminderSettingsKey = ['planning', 'reminder-settings'] as const;
/** A line per choice, a finger's height on a phone. */
const checkStyle = { display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 } as const;

/**
 * 'Rappels' (issue 28 §3), in the student's profile: a mail the day before each event of their groups and
 * two hours before its call time, each on or off (both on until they choose).
 */
export function ReminderSettingsBlock({ api = reminderSettingsApi }: { api?: ReminderSettingsApi }) {
  const { t } = useTranslation(['translation', 'reminderSettings']);
  const settings = useQuery({ queryKey: reminderSettingsKey, queryFn: ({ signal }) => api.load(signal) });
  return (
    <section aria-labelledby="reminder-settings" className="student-reminders">
      <h3 id="reminder-settings">{t('reminderSettings:title')}</h3>
      <p>{t('reminderSettings:intro')}</p>
      {settings.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : settings.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : (
        <ReminderSettingsForm key={JSON.stringify(settings.data)} saved={settings.data} api={api} />
      )}
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
      <label className="student-reminders__check" style={checkStyle}>
        <input
          type="checkbox"
          checked={value.dayBefore}
          onChange={(event) => setValue({ ...value, dayBefore: event.target.checked })}
        />
        {t('reminderSettings:dayBefore')}
      </label>
      <label className="student-reminders__check" style={checkStyle}>
        <input
          type="checkbox"
          checked={value.twoHoursBefore}
          onChange={(event) => setValue({ ...value, twoHoursBefore: event.target.checked })}
        />
        {t('reminderSettings:twoHoursBefore')}
      </label>
      <Button type="submit" disabled={save.isPending}>
        {t('reminderSettings:save')}
      </Button>
    </form>
  );
}
