// The signed-in person the jsdom specs' API answers '/me' with: one per role, each spec changing what it reads.

/** The school of the specs' people. */
export const testOrganizationId = '00000000-0000-4000-8000-000000000002';

const people = {
  admin: { email: 'admin@ecole.test', firstName: 'Alice', lastName: 'Tremblay' },
  teacher: { email: 'prof@ecole.test', firstName: 'Marc', lastName: 'Gagnon' },
  student: { email: 'eleve@ecole.test', firstName: 'Léa', lastName: 'Gagnon' },
} as const;

/**
 * `GET /me` for a person of `role` (Alice the admin, Marc the teacher, Léa the student) of the specs' school, in
 * French with Canadian dollars; `fields` replaces what the spec needs otherwise (an id it refers to, a name).
 */
export function meAs(role: keyof typeof people, fields: Record<string, unknown> = {}) {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    ...people[role],
    emailVerified: true,
    role,
    organizationId: testOrganizationId,
    instrument: null,
    settings: { language: 'fr', currency: 'CAD' },
    ...fields,
  };
}
