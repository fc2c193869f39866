import type { CatalogueShape } from './catalogue.js';
import type { membershipFr } from './membership.fr.js';

export const membershipEn = {
  region: 'School and role',
  school: 'School',
  changeRole: 'Change role',
  roles: {
    admin: 'Administrator',
    teacher: 'Teacher',
    student: 'Student',
    'board-admin': 'School board administrator',
  },
  switchFailed: 'Error while changing role.',
} as const satisfies CatalogueShape<typeof membershipFr>;
