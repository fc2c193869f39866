import { z } from 'zod';
import { defineHttpRoute } from '../http/http-route.js';
import { defineRequest } from '../common/request.js';

/** Frozen subjects of the reminders' settings (issue 28 §3). */
export const planningReminderSubjects = {
  getSettings: 'planning.reminder-settings.get',
  saveSettings: 'planning.reminder-settings.save',
} as const;

/** The reminders the platform mails before an occurrence: the day before, two hours before the call time. */
export const reminderKinds = ['day-before', 'two-hours'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

// zod's own words (its French locale) for a value that is not true or false.
const setting = z.boolean();

/** A person's 'Rappels': each on by default (nobody has chosen yet). */
export const reminderSettingsSchema = z.object({ dayBefore: setting, twoHoursBefore: setting }).strict();
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
export const defaultReminderSettings: ReminderSettings = { dayBefore: true, twoHoursBefore: true };

/** The actor's own settings (everyone of a school; the defaults until they choose). */
export const getReminderSettings = defineRequest(
  planningReminderSubjects.getSettings,
  z.object({}),
  reminderSettingsSchema,
);

/** The actor's own settings, both again. */
export const saveReminderSettings = defineRequest(
  planningReminderSubjects.saveSettings,
  reminderSettingsSchema,
  reminderSettingsSchema,
);

export const getReminderSettingsRoute = defineHttpRoute({
  id: 'getPlanningReminderSettings',
  method: 'GET',
  path: '/planning/reminder-settings',
  summary:
    'My reminders (‘Rappels’): a mail the day before and two hours before each event of mine (on by default)',
  tag: 'planning',
  forwards: getReminderSettings,
});

export const saveReminderSettingsRoute = defineHttpRoute({
  id: 'savePlanningReminderSettings',
  method: 'PUT',
  path: '/planning/reminder-settings',
  summary: 'Turn my reminders of the day before and of two hours before on or off',
  tag: 'planning',
  forwards: saveReminderSettings,
  body: reminderSettingsSchema,
});
