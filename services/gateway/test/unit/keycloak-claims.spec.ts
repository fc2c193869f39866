import { keycloakClaims } from '../../src/auth/token-verifier.js';

/** What the gateway reads of a Keycloak 26 token's organisations and realm roles (issue 25 §6). */
describe('keycloakClaims', () => {
  it('reads the organisation aliases as a list, and the realm roles', () => {
    expect(
      keycloakClaims({
        organization: ['ecole-harmonie', 'ecole-crescendo'],
        realm_access: { roles: ['teacher', 'offline_access', 'default-roles-crescendo'] },
      }),
    ).toEqual({
      organizations: ['ecole-crescendo', 'ecole-harmonie'],
      realmRoles: ['default-roles-crescendo', 'offline_access', 'teacher'],
    });
  });

  it('reads Keycloak’s object form of `organization` (aliases as keys)', () => {
    const organization = { 'ecole-crescendo': { id: '5c8f0d6e-0000-4000-8000-000000000001' } };
    expect(keycloakClaims({ organization })).toEqual({ organizations: ['ecole-crescendo'] });
  });

  it('reads nothing from a token without them (Google’s, the embedded provider’s), and only strings', () => {
    expect(keycloakClaims({ sub: 'x' })).toEqual({});
    expect(
      keycloakClaims({ organization: [42, '', 'ecole-a', null], realm_access: { roles: 'admin' } }),
    ).toEqual({
      organizations: ['ecole-a'],
    });
  });
});
