import type { CatalogueShape } from './catalogue.js';
import type { teacherCalendarFr } from './teacher-calendar.fr.js';

/** English strings of the teacher's 'Calendrier' (issue 28 §2). */
export const teacherCalendarEn = {
  views: {
    label: 'View',
    month: 'Month',
    week: 'Week',
  },
  week: {
    previous: 'Previous week',
    next: 'Next week',
    title: 'Week of {{day}}',
    empty: 'No events this week.',
  },
  listLabel: 'Events and due dates',
  chooseGroup: 'Choose one of your groups',
  groupRequired: 'Choose one of your groups: only an administrator plans for the whole school.',
  noGroups: 'You teach no group: you cannot plan an event yet.',
  edit: 'Edit',
  editOf: 'Edit — {{title}} ({{day}})',
  editTitle: 'Edit the event',
  saved: 'Event updated',
  saveFailed: 'Error while updating the event.',
  cancelConfirm: {
    title: 'Cancel the event',
    text: '“{{title}}” stays on the calendar, marked Cancelled. The groups will see it.',
    confirm: 'Cancel the event',
    keep: 'Keep',
  },
  due: {
    label: 'Due',
    item: 'Practice due: {{title}}',
    at: 'at {{time}}',
  },
  dueUnavailable: 'The practices’ due dates could not be read.',
  googleCalendar: {
    title: 'Google Calendar',
    intro:
      'The events of {{group}} are written to a calendar of yours, “Crescendo — {{group}}”, then kept up to date. No student’s name is sent to Google.',
    consentNote: 'Google will ask you to allow access to your calendars.',
    publish: 'Publish to Google Calendar',
    publishing: 'Published to Google Calendar: “{{calendar}}”',
    counts: 'Published: {{published}} · Waiting: {{pending}}',
    failed: 'Refused by Google: {{count}}',
    stop: 'Stop publishing',
    stopNote: 'What is already in Google Calendar stays there.',
    started: 'Publishing to Google Calendar started',
    stopped: 'Publishing to Google Calendar stopped',
    failedToast: 'Error while publishing to Google Calendar.',
    reconnect: 'Google no longer accepts your connection: allow Google Calendar again to resume.',
    consent: 'Google Calendar is no longer allowed: allow it again to resume publishing.',
    authorize: 'Allow Google Calendar',
    calendarDeleted:
      'The calendar “{{calendar}}” was deleted in Google Calendar: nothing is written there any more. “Publish to Google Calendar” makes a new one.',
    unavailable: 'The Google Calendar publishing status could not be read.',
  },
} as const satisfies CatalogueShape<typeof teacherCalendarFr>;
