/**
 * The demo organisation (design.md §7, issue 3 §18, issue 4 §11), loaded only when DEMO_MODE=true.
 * Its ids are fixed so that each service loads its share on its own, in any order, without asking
 * another: identity creates the accounts with these ids, groups puts them in the demo groups.
 */

export type DemoRole = 'admin' | 'teacher' | 'student' | 'board-admin';

export interface DemoAccount {
  id: string;
  email: string;
  role: DemoRole;
  firstName: string;
  lastName: string;
  /** null: the first-login instrument question is still to be answered. */
  instrument: string | null;
}

export const demoOrganization = {
  id: '00000000-0000-4000-8000-00000000de00',
  name: 'École secondaire Crescendo (démo)',
} as const;

export const demoPassword = 'crescendo-demo';

const demoUserId = (n: number) => `00000000-0000-4000-8000-0000000de${String(n).padStart(3, '0')}`;

/** Printed by `npm start`; every account's password is `demoPassword`. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    id: demoUserId(1),
    email: 'admin@demo.crescendo.ca',
    role: 'admin',
    firstName: 'Alice',
    lastName: 'Tremblay',
    instrument: 'Piano',
  },
  {
    id: demoUserId(2),
    email: 'prof@demo.crescendo.ca',
    role: 'teacher',
    firstName: 'Marc',
    lastName: 'Gagnon',
    instrument: 'Trompette',
  },
  // A colleague of the school, for co-teaching (issue 24.1): teaches no demo group of her own.
  {
    id: demoUserId(3),
    email: 'prof2@demo.crescendo.ca',
    role: 'teacher',
    firstName: 'Julie',
    lastName: 'Pelletier',
    instrument: 'Batterie',
  },
  {
    id: demoUserId(11),
    email: 'eleve@demo.crescendo.ca',
    role: 'student',
    firstName: 'Léa',
    lastName: 'Roy',
    instrument: 'Saxophone Alto',
  },
  {
    id: demoUserId(12),
    email: 'eleve2@demo.crescendo.ca',
    role: 'student',
    firstName: 'Noah',
    lastName: 'Côté',
    instrument: 'Clarinette',
  },
  {
    id: demoUserId(13),
    email: 'eleve3@demo.crescendo.ca',
    role: 'student',
    firstName: 'Emma',
    lastName: 'Bouchard',
    instrument: 'Flûte',
  },
  {
    id: demoUserId(14),
    email: 'eleve4@demo.crescendo.ca',
    role: 'student',
    firstName: 'Liam',
    lastName: 'Gauthier',
    instrument: 'Trombone',
  },
  {
    id: demoUserId(15),
    email: 'eleve5@demo.crescendo.ca',
    role: 'student',
    firstName: 'Chloé',
    lastName: 'Morin',
    instrument: 'Batterie, Xylophone',
  },
  {
    id: demoUserId(16),
    email: 'eleve6@demo.crescendo.ca',
    role: 'student',
    firstName: 'Jacob',
    lastName: 'Lavoie',
    instrument: 'Euphonium',
  },
  // Left unanswered on purpose: shows the first-login instrument question (spec §4).
  {
    id: demoUserId(17),
    email: 'eleve7@demo.crescendo.ca',
    role: 'student',
    firstName: 'Florence',
    lastName: 'Fortin',
    instrument: null,
  },
];

export function demoAccountId(email: string): string {
  const account = demoAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  return account.id;
}

/** A demo account acting in the demo school with one role, shaped as the gateway signs an actor. */
export function demoActor<R extends string>(
  email: string,
  role: R,
): { userId: string; organizationId: string; roles: R[] } {
  return { userId: demoAccountId(email), organizationId: demoOrganization.id, roles: [role] };
}

export interface DemoGroup {
  id: string;
  /** Named with Quebec course codes (spec §9's colours). */
  name: string;
  description: string;
  teacherEmail: string;
  studentEmails: readonly string[];
}

const demoGroupId = (n: number) => `00000000-0000-4000-8000-0000000d6${String(n).padStart(3, '0')}`;

/**
 * The demo teacher's groups. eleve7 is in none: it shows 'Vous n'êtes assigné à aucun groupe pour le
 * moment' and can join one with a code; a student may be in several groups (band and jazz).
 */
export const demoGroups: readonly DemoGroup[] = [
  {
    id: demoGroupId(1),
    name: 'MUS212 — Harmonie',
    description: 'Harmonie de 2e secondaire.',
    teacherEmail: 'prof@demo.crescendo.ca',
    studentEmails: ['eleve@demo.crescendo.ca', 'eleve2@demo.crescendo.ca', 'eleve3@demo.crescendo.ca'],
  },
  {
    id: demoGroupId(2),
    name: 'MUS416 — Jazz',
    description: 'Ensemble jazz de 4e secondaire.',
    teacherEmail: 'prof@demo.crescendo.ca',
    studentEmails: ['eleve@demo.crescendo.ca', 'eleve4@demo.crescendo.ca', 'eleve5@demo.crescendo.ca'],
  },
  {
    id: demoGroupId(3),
    name: 'MUS312 — Cuivres',
    description: 'Atelier de cuivres de 3e secondaire.',
    teacherEmail: 'prof@demo.crescendo.ca',
    studentEmails: ['eleve6@demo.crescendo.ca'],
  },
];

/**
 * The demo school board (issue 25, decision 0050): the demo school and a second school, a board
 * administrator, and the demo teacher teaching in both. Each school's `alias` is what Keycloak names its
 * organisation (the token's `organization` claim), its `domain` the school e-mail domain sign-in by domain
 * maps to it.
 */
export const demoBoard = {
  id: '00000000-0000-4000-8000-0000000b0a00',
  name: 'Centre de services scolaire des Mille-Notes (démo)',
  alias: 'css-mille-notes',
} as const;

export interface DemoSchool {
  id: string;
  name: string;
  alias: string;
  domain: string;
}

export const demoSchools: readonly DemoSchool[] = [
  { ...demoOrganization, alias: 'ecole-crescendo', domain: 'demo.crescendo.ca' },
  {
    id: '00000000-0000-4000-8000-00000000de01',
    name: 'École secondaire Harmonie (démo)',
    alias: 'ecole-harmonie',
    domain: 'harmonie.demo.crescendo.ca',
  },
];

/** A role held in one organisation of the demo board (the board itself for its administrator). */
export interface DemoMembership {
  email: string;
  organizationId: string;
  role: DemoRole;
}

/** The board's accounts beyond `demoAccounts`: its administrator, the second school's admin and a student. */
export const demoBoardAccounts: readonly DemoAccount[] = [
  {
    id: demoUserId(101),
    email: 'direction@demo.crescendo.ca',
    role: 'board-admin',
    firstName: 'Sophie',
    lastName: 'Bergeron',
    instrument: null,
  },
  {
    id: demoUserId(102),
    email: 'admin@harmonie.demo.crescendo.ca',
    role: 'admin',
    firstName: 'Nathalie',
    lastName: 'Ouellet',
    instrument: 'Violon',
  },
  {
    id: demoUserId(111),
    email: 'eleve@harmonie.demo.crescendo.ca',
    role: 'student',
    firstName: 'Zoé',
    lastName: 'Girard',
    instrument: 'Violoncelle',
  },
];

/** Every role of the board demo: each school's people in their school, the board's administrator in the board. */
export const demoBoardMemberships: readonly DemoMembership[] = [
  ...demoAccounts.map((account) => ({
    email: account.email,
    organizationId: demoOrganization.id,
    role: account.role,
  })),
  { email: 'direction@demo.crescendo.ca', organizationId: demoBoard.id, role: 'board-admin' },
  { email: 'admin@harmonie.demo.crescendo.ca', organizationId: demoSchools[1]!.id, role: 'admin' },
  { email: 'eleve@harmonie.demo.crescendo.ca', organizationId: demoSchools[1]!.id, role: 'student' },
  // The itinerant teacher: the demo school's teacher also teaches at Harmonie.
  { email: 'prof@demo.crescendo.ca', organizationId: demoSchools[1]!.id, role: 'teacher' },
];

/** A demo group of a school of the board other than the demo school (its `organizationId`). */
export interface DemoBoardGroup extends DemoGroup {
  organizationId: string;
}

/**
 * Harmonie's groups (issue 25 §2): the itinerant teacher teaches there too, so 'École' switches between the
 * demo school's groups and these. Their students are Harmonie's (`demoBoardAccounts`); Harmonie stays a school
 * of fewer than 5 students (the board's '< 5').
 */
export const demoBoardGroups: readonly DemoBoardGroup[] = [
  {
    id: demoGroupId(101),
    organizationId: demoSchools[1]!.id,
    name: 'MUS215 — Orchestre à cordes',
    description: 'Orchestre à cordes de 2e secondaire, à Harmonie.',
    teacherEmail: 'prof@demo.crescendo.ca',
    studentEmails: ['eleve@harmonie.demo.crescendo.ca'],
  },
  {
    id: demoGroupId(102),
    organizationId: demoSchools[1]!.id,
    name: 'MUS413 — Musique de chambre',
    description: 'Ensemble de musique de chambre de 4e secondaire, à Harmonie.',
    teacherEmail: 'prof@demo.crescendo.ca',
    studentEmails: ['eleve@harmonie.demo.crescendo.ca'],
  },
];

/** The id of any account of the board demo (the demo school's and the board's). */
export function demoBoardAccountId(email: string): string {
  const account = [...demoAccounts, ...demoBoardAccounts].find((candidate) => candidate.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  return account.id;
}
export * from './demo-large-board.js';
