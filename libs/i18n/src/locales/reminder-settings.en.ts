import type { CatalogueShape } from './catalogue.js';
import type { reminderSettingsFr } from './reminder-settings.fr.js';

/** 'Reminders' (issue 28 §3), in English. */
export const reminderSettingsEn = {
  title: 'Reminders',
  intro: 'An e-mail before each event of your groups.',
  dayBefore: 'The day before',
  twoHoursBefore: 'Two hours before the call time',
  save: 'Save',
  saved: 'Reminders saved',
  saveFailed: 'Error while saving the reminders.',
} as const satisfies CatalogueShape<typeof reminderSettingsFr>;
