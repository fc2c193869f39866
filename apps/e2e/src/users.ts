import type { Me, Role } from '@crescendo/contracts';

/** A signed-in user of the given role, as `GET /api/v1/me` returns them. */
export function testUser(role: Role): Me {
  return {
    id: '00000000-0000-4000-8000-00000000000' + ['admin', 'teacher', 'student'].indexOf(role).toString(),
    email: `${role}@ecole.example`,
    firstName: 'Zoé',
    lastName: 'Tremblay',
    role,
    organizationId: '00000000-0000-4000-8000-0000000000a1',
    instrument: role === 'student' ? 'Violon' : null,
    settings: { language: 'fr', currency: 'CAD' },
  };
}
