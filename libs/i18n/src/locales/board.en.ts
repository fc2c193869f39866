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
  dashboard: {
    title: 'Dashboard',
    description:
      "Each school's week and each of its programmes': practice minutes, active students and assignments handed in. Any figure about fewer than 5 students is withheld.",
    week: 'Week of {{from}} to {{to}}',
    tableLabel: "The schools' dashboard",
    programmesLabel: 'Programmes of {{school}}',
    columns: {
      school: 'School',
      programme: 'Programme',
      students: 'Students',
      groups: 'Groups',
      activeStudents: 'Active students',
      practice: 'Practice minutes',
      handedIn: 'Assignments handed in',
    },
    noneDue: 'No assignment due',
    views: { label: 'View', schools: 'By school', programmes: 'By programme' },
    programme: {
      other: 'Other groups',
    },
    noProgramme: 'No group.',
    empty: 'No school yet.',
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
