import type { CatalogueShape } from './catalogue.js';
import type { reminderSettingsFr } from './reminder-settings.fr.js';

/** 'Reminders' (issue 28 §3), in English. */
export const reminderSettingsEn = {
  title: 'Reminders',
  intro: 'A reminder before each event of your groups, by e-mail or as a notification.',
  when: 'When',
  dayBefore: 'The day before',
  twoHoursBefore: 'Two hours before the call time',
  how: 'How',
  byEmail: 'E-mail',
  byPush: 'Notifications',
  save: 'Apply reminders',
  saved: 'Reminders saved',
  saveFailed: 'Error while saving the reminders.',
  device: {
    title: 'This device',
    activate: 'Turn on notifications on this device',
    activated: 'Notifications turned on on this device',
    activateFailed: 'Error while turning on notifications.',
    active: 'Notifications are on on this device.',
    deactivate: 'Turn off notifications on this device',
    deactivated: 'Notifications turned off on this device',
    deactivateFailed: 'Error while turning off notifications.',
    unsupported: 'This browser does not support notifications. Your reminders reach you by e-mail.',
    off: 'This platform sends no notifications. Your reminders reach you by e-mail.',
    blocked: 'Notifications are blocked for this site: allow them in the browser’s settings, then try again.',
  },
} as const satisfies CatalogueShape<typeof reminderSettingsFr>;
