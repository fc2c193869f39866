import type { Me } from '@crescendo/contracts';

/** The signed-in user of the standalone development page. */
export const devUser: Me = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'eleve@ecole.example',
  emailVerified: true,
  firstName: 'Léa',
  lastName: 'Roy',
  role: 'student',
  organizationId: '00000000-0000-4000-8000-0000000000a1',
  instrument: 'Violon',
  settings: { language: 'fr', currency: 'CAD' },
};
