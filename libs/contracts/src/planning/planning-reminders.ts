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

/**
 * A person's 'Rappels': when (the day before, two hours before) and how ('Courriel', 'Notifications' on the
 * devices they activated), each on by default (nobody has chosen yet). A client that predates the channels
 * leaves them as they were: on.
 */
export const reminderSettingsSchema = z
  .object({
    dayBefore: setting,
    twoHoursBefore: setting,
    byEmail: setting.default(true),
    byPush: setting.default(true),
  })
  .strict();
export type ReminderSettings = z.output<typeof reminderSettingsSchema>;
export const defaultReminderSettings: ReminderSettings = {
  dayBefore: true,
  twoHoursBefore: true,
  byEmail: true,
  byPush: true,
};

/** How a reminder reaches a person. */
export const reminderChannels = ['email', 'push'] as const;
export type ReminderChannel = (typeof reminderChannels)[number];

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
    'My reminders (‘Rappels’): the day before and two hours before each event of mine, by mail and as notifications on my devices (on by default)',
  tag: 'planning',
  forwards: getReminderSettings,
});

export const saveReminderSettingsRoute = defineHttpRoute({
  id: 'savePlanningReminderSettings',
  method: 'PUT',
  path: '/planning/reminder-settings',
  summary:
    'Turn my reminders of the day before and of two hours before on or off, and their channels (mail, notifications)',
  tag: 'planning',
  forwards: saveReminderSettings,
  body: reminderSettingsSchema,
});
