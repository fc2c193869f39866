import type { Role } from '@crescendo/contracts';

/** The demo organisation (design.md §7, issue 3 §18). Loaded only when DEMO_MODE=true. */
export const demoOrganization = {
  id: '00000000-0000-4000-8000-00000000de00',
  name: 'École secondaire Crescendo (démo)',
} as const;

export const demoPassword = 'crescendo-demo';

export interface DemoAccount {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  /** null: the first-login instrument question is still to be answered. */
  instrument: string | null;
}

/** Printed by `npm start`; every account's password is `demoPassword`. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'admin@demo.crescendo.ca',
    role: 'admin',
    firstName: 'Alice',
    lastName: 'Tremblay',
    instrument: 'Piano',
  },
  {
    email: 'prof@demo.crescendo.ca',
    role: 'teacher',
    firstName: 'Marc',
    lastName: 'Gagnon',
    instrument: 'Trompette',
  },
  {
    email: 'eleve@demo.crescendo.ca',
    role: 'student',
    firstName: 'Léa',
    lastName: 'Roy',
    instrument: 'Saxophone Alto',
  },
  {
    email: 'eleve2@demo.crescendo.ca',
    role: 'student',
    firstName: 'Noah',
    lastName: 'Côté',
    instrument: 'Clarinette',
  },
  {
    email: 'eleve3@demo.crescendo.ca',
    role: 'student',
    firstName: 'Emma',
    lastName: 'Bouchard',
    instrument: 'Flûte',
  },
  {
    email: 'eleve4@demo.crescendo.ca',
    role: 'student',
    firstName: 'Liam',
    lastName: 'Gauthier',
    instrument: 'Trombone',
  },
  {
    email: 'eleve5@demo.crescendo.ca',
    role: 'student',
    firstName: 'Chloé',
    lastName: 'Morin',
    instrument: 'Batterie, Xylophone',
  },
  {
    email: 'eleve6@demo.crescendo.ca',
    role: 'student',
    firstName: 'Jacob',
    lastName: 'Lavoie',
    instrument: 'Euphonium',
  },
  // Left unanswered on purpose: shows the first-login instrument question (spec §4).
  {
    email: 'eleve7@demo.crescendo.ca',
    role: 'student',
    firstName: 'Florence',
    lastName: 'Fortin',
    instrument: null,
  },
];
