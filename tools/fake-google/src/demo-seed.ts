import type { ClientConfig, CourseSeed, FakeGoogleOptions, StudentSeed } from './config.js';

export const DEMO_TEACHER_EMAIL = 'prof@demo.crescendo.ca';

export const DEMO_CLIENT: ClientConfig = {
  clientId: 'crescendo-demo.apps.googleusercontent.com',
  clientSecret: 'crescendo-demo-secret',
  name: 'Crescendo (démo)',
  redirectUris: [
    'http://localhost:8080/auth/google/callback',
    'http://localhost:8080/api/v1/auth/google/callback',
  ],
};

const STUDENTS: StudentSeed[] = [
  ['Emma', 'Tremblay'],
  ['Liam', 'Gagnon'],
  ['Léa', 'Roy'],
  ['Noah', 'Côté'],
  ['Chloé', 'Bouchard'],
  ['William', 'Gauthier'],
  ['Alice', 'Morin'],
  ['Thomas', 'Lavoie'],
  ['Zoé', 'Fortin'],
  ['Félix', 'Gagné'],
  ['Florence', 'Ouellet'],
  ['Nathan', 'Pelletier'],
].map(([givenName, familyName]) => ({
  givenName,
  familyName,
  email: `${ascii(givenName)}.${ascii(familyName)}@demo.crescendo.ca`,
}));

/** Quebec school years start in September. */
function schoolYearStart(now: Date): number {
  return now.getMonth() >= 8 ? now.getFullYear() : now.getFullYear() - 1;
}

/** A creation time early in the school year starting in `year`, never in the future. */
function createdIn(year: number, day: number, now: Date): string {
  const time = Math.min(Date.UTC(year, 8, day, 13), now.getTime() - 60_000);
  return new Date(time).toISOString();
}

/**
 * The demo teacher's Classroom: three ACTIVE courses of this school year, one ARCHIVED course and one
 * left ACTIVE from two years ago, so the import's state and school-year filters both have something to drop.
 */
export function demoCourses(now = new Date()): CourseSeed[] {
  const year = schoolYearStart(now);
  return [
    {
      id: '700000000212',
      name: 'MUS212 — Harmonie',
      section: 'Groupe 01',
      description: 'Harmonie de 2e secondaire : vents et percussions.',
      room: 'Local 112',
      creationTime: createdIn(year, 2, now),
      students: STUDENTS.slice(0, 6),
    },
    {
      id: '700000000312',
      name: 'MUS312 — Orchestre à cordes',
      section: 'Groupe 02',
      description: 'Orchestre à cordes de 3e secondaire.',
      room: 'Local 114',
      creationTime: createdIn(year, 3, now),
      students: STUDENTS.slice(4, 9),
    },
    {
      id: '700000000413',
      name: 'MUS413 — Ensemble jazz',
      section: 'Groupe 03',
      description: 'Ensemble jazz de 4e secondaire.',
      room: 'Local 112',
      creationTime: createdIn(year, 4, now),
      students: STUDENTS.slice(8, 12),
    },
    {
      id: '700000000316',
      name: 'MUS316 — Chorale',
      section: 'Groupe 04',
      courseState: 'ARCHIVED',
      creationTime: createdIn(year, 5, now),
      students: STUDENTS.slice(0, 3),
    },
    {
      id: '700000000512',
      name: 'MUS512 — Harmonie',
      section: `${year - 2}-${year - 1}`,
      creationTime: createdIn(year - 2, 6, now),
      students: STUDENTS.slice(9, 12),
    },
  ];
}

export function demoSeed(now = new Date(), client: ClientConfig = DEMO_CLIENT): FakeGoogleOptions {
  return {
    clients: [client],
    accounts: [
      { email: DEMO_TEACHER_EMAIL, givenName: 'Marie', familyName: 'Lefebvre', courses: demoCourses(now) },
      // A teacher with no Classroom courses, for the import's empty state.
      { email: 'julie.gagnon@demo.crescendo.ca', givenName: 'Julie', familyName: 'Gagnon' },
    ],
  };
}

function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
