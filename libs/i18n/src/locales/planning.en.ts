import type { CatalogueShape } from './catalogue.js';
import type { planningFr } from './planning.fr.js';

/** English strings of the planning screens (issue 28). */
export const planningEn = {
  types: {
    rehearsal: 'Rehearsal',
    concert: 'Concert',
    outing: 'Outing',
    exam: 'Exam',
    meeting: 'Meeting',
    deadline: 'Deadline',
  },
  month: {
    previous: 'Previous month',
    next: 'Next month',
    empty: 'No event this month.',
    loadMore: 'Load more',
  },
  add: 'New event',
  added: 'Event added',
  addFailed: 'Error while adding the event.',
  cancel: 'Cancel the event',
  cancelOf: 'Cancel the event — {{title}} ({{day}})',
  cancelled: 'Cancelled',
  cancelDone: 'Event cancelled',
  cancelFailed: 'Error while cancelling the event.',
  wholeSchool: 'Whole school',
  callAt: 'Call time: {{time}}',
  bring: 'Bring: {{what}}',
  dressCode: 'Dress: {{what}}',
  fields: {
    title: 'Title',
    type: 'Type',
    chooseType: 'Choose a type',
    day: 'Date',
    startTime: 'Start',
    endTime: 'End',
    callTime: 'Call time',
    place: 'Place',
    group: 'Group concerned',
    dressCode: 'Dress code',
    bring: 'Bring',
    description: 'Description',
    repeatUntil: 'Every week until',
    repeatUntilHint: 'Leave blank for a single event.',
  },
  upcoming: {
    title: 'Upcoming',
    empty: 'No upcoming event.',
  },
  feed: {
    subscribe: 'Subscribe to the calendar',
    rotate: 'New link',
    ready: 'Calendar link ready',
    address: 'Your calendar’s address',
    addressHint: 'Paste it in your calendar app. It is private: a new link replaces this one.',
  },
} satisfies CatalogueShape<typeof planningFr>;
