import type { CatalogueShape } from './catalogue.js';
import type { boardFr } from './board.fr.js';

export const boardEn = {
  portalTitle: 'School board portal',
  schools: {
    title: 'Schools',
    description: "Your school board's schools, their staff, their groups and this week's practice.",
    tableLabel: "The school board's schools",
    columns: {
      name: 'School',
      teachers: 'Teachers',
      students: 'Students',
      groups: 'Groups',
      practice: 'Practice this week',
      actions: 'Actions',
    },
    smallCohort: '< 5',
    smallCohortExplained: 'Fewer than 5 students: figure withheld',
    empty: 'No school yet.',
    loadMore: 'Load more',
  },
  create: {
    open: 'Create a school',
    title: 'Create a school',
    name: 'School name',
    confirm: 'Create',
    done: 'School created',
    failed: 'Error while creating the school.',
  },
  invite: {
    open: 'Invite its administrator',
    openNamed: 'Invite its administrator — {{school}}',
    title: 'Invite the administrator of {{school}}',
    explanation: 'A link is sent to this address: whoever accepts it administers this school only.',
    email: 'Email',
    confirm: 'Send the invitation',
    done: 'Invitation sent',
    failed: 'Error while sending the invitation.',
  },
} as const satisfies CatalogueShape<typeof boardFr>;
