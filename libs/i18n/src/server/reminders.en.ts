import type { CatalogueShape } from '../locales/catalogue.js';
import type { remindersFr } from './reminders.fr.js';

/** The planning's reminder mails and notifications (issue 28 §3), in English. */
export const remindersEn = {
  greeting: 'Hello,',
  dayBefore: {
    subject: 'Reminder: “{{title}}” tomorrow, {{day}}',
    body: 'A reminder for tomorrow: “{{title}}”.',
  },
  twoHours: {
    subject: 'Reminder: “{{title}}” at {{time}}',
    body: 'In two hours: “{{title}}”.',
  },
  cancelled: {
    subject: 'Cancelled: “{{title}}”',
    body_one: '“{{title}}” is cancelled; its coming date no longer takes place.',
    body_other: '“{{title}}” is cancelled; its {{count}} coming dates no longer take place.',
    firstDay: 'Planned date: {{day}}',
  },
  when: 'On {{day}}',
  callTime: 'Call time: {{time}}',
  start: 'Start: {{time}}',
  place: 'Place: {{place}}',
  bring: 'Bring: {{what}}',
  dressCode: 'Dress: {{what}}',
  why: 'You receive this e-mail because this event concerns one of your groups or your school.',
  settings: 'Your reminders are set in your profile, under “Reminders”.',
  push: {
    dayBefore: 'Tomorrow: {{title}}',
    twoHours: 'In two hours: {{title}}',
    cancelled: 'Cancelled: {{title}}',
  },
} as const satisfies CatalogueShape<typeof remindersFr>;
