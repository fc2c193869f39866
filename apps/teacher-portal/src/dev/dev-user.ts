import type { Me } from '@crescendo/contracts';

/** The signed-in user of the standalone development page. */
export const devUser: Me = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'enseignant@ecole.example',
  emailVerified: true,
  firstName: 'Zoé',
  lastName: 'Tremblay',
  role: 'teacher',
  organizationId: '00000000-0000-4000-8000-0000000000a1',
  instrument: null,
  settings: { language: 'fr', currency: 'CAD' },
};
