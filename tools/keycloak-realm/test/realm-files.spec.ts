import { readFile } from 'node:fs/promises';
import {
  demoAccounts,
  demoBoard,
  demoBoardAccounts,
  demoPassword,
  demoSchools,
} from '@crescendo/domain/demo';
import { boardRealm, demoRealm, realmFiles, realmFileText, roleGroups } from '../src/index.js';

describe('the realm files an operator imports (deploy/keycloak)', () => {
  it.each(realmFiles.map((file) => [file.path.replace(/.*deploy\//, 'deploy/'), file] as const))(
    '%s is what the typed code writes (npm run write -w @crescendo/keycloak-realm)',
    async (_, file) => {
      expect(await readFile(file.path, 'utf8')).toBe(await realmFileText(file.path, file.realm()));
    },
  );
});

describe("a board's realm (issue 25 §6)", () => {
  const realm = boardRealm();

  it('lets nobody register unless the board wants it, and has organisations on', () => {
    expect(realm.registrationAllowed).toBe(false);
    expect(boardRealm({ registrationAllowed: true }).registrationAllowed).toBe(true);
    expect(realm.organizationsEnabled).toBe(true);
  });

  it('has the platform roles as realm roles, each given by a group', () => {
    expect(realm.roles?.realm?.map((role) => role.name)).toEqual([
      'admin',
      'teacher',
      'student',
      'board-admin',
    ]);
    expect(realm.groups).toEqual([
      { name: 'Administration', path: '/Administration', realmRoles: ['admin'] },
      { name: 'Enseignants', path: '/Enseignants', realmRoles: ['teacher'] },
      { name: 'Élèves', path: '/Élèves', realmRoles: ['student'] },
      {
        name: 'Direction du centre de services',
        path: '/Direction du centre de services',
        realmRoles: ['board-admin'],
      },
    ]);
  });

  it("puts the person's organisations in the web client's access tokens", () => {
    const web = realm.clients?.find((client) => client.clientId === 'crescendo-web');
    const mapper = web?.protocolMappers?.find(
      (m) => m.protocolMapper === 'oidc-organization-membership-mapper',
    );
    expect(mapper?.config).toMatchObject({ 'claim.name': 'organization', 'access.token.claim': 'true' });
    expect(web?.defaultClientScopes).toContain('roles');
    expect(web?.attributes?.['pkce.code.challenge.method']).toBe('S256');
  });

  it('holds disabled templates for Entra ID and Google Workspace, sent to by the address domain', () => {
    expect(realm.identityProviders?.map((idp) => [idp.alias, idp.providerId, idp.enabled])).toEqual([
      ['google', 'google', true], // 'Se connecter avec Google', any account
      ['entra-id', 'oidc', false],
      ['google-workspace', 'google', false],
    ]);
    for (const idp of realm.identityProviders?.slice(1) ?? []) {
      expect(idp.config?.['kc.org.broker.redirect.mode.email-matches']).toBe('true');
      expect(idp.config?.['kc.org.domain']).toMatch(/^\$\{[A-Z_]+:/);
    }
    expect(realm.identityProviders?.[1]?.config?.issuer).toBe(
      'https://login.microsoftonline.com/${ENTRA_TENANT_ID:fill-me-in}/v2.0',
    );
  });

  it('keeps every secret out of the file: client secrets and the mail password come from the environment', () => {
    for (const idp of realm.identityProviders ?? [])
      expect(idp.config?.clientSecret).toMatch(/^\$\{[A-Z_]+:/);
    expect(realm.smtpServer).toMatchObject({
      host: '${SMTP_HOST:smtp.example.org}',
      starttls: 'true',
      auth: 'true',
    });
    expect(realm.smtpServer?.password).toBe('${SMTP_PASSWORD:}');
  });
});

describe('the demo realm: the demo board of two schools', () => {
  const realm = demoRealm();
  const organization = (alias: string) => realm.organizations?.find((o) => o.alias === alias);
  const members = (alias: string) => organization(alias)?.members?.map((m) => m.username);
  const user = (email: string) => realm.users?.find((u) => u.username === email);

  it('holds the board and its schools as organisations, each school on its own domain and provider', () => {
    expect(realm.organizations?.map((o) => o.alias)).toEqual([
      demoBoard.alias,
      ...demoSchools.map((school) => school.alias),
    ]);
    for (const school of demoSchools) {
      expect(organization(school.alias)?.domains).toEqual([{ name: school.domain, verified: true }]);
      expect(organization(school.alias)?.attributes).toEqual({ crescendoOrganizationId: [school.id] });
      const [link] = organization(school.alias)?.identityProviders ?? [];
      const idp = realm.identityProviders?.find((candidate) => candidate.alias === link?.alias);
      expect(idp?.config?.['kc.org.domain']).toBe(school.domain);
      expect(idp).toMatchObject({ enabled: true, hideOnLogin: false }); // a button: demo accounts use passwords
      expect(idp?.config?.['kc.org.broker.redirect.mode.email-matches']).toBe('false');
    }
    const domains = realm.organizations?.flatMap((o) => o.domains?.map((d) => d.name));
    expect(new Set(domains).size).toBe(domains?.length); // Keycloak gives a domain to one organisation
  });

  it('has every demo account, with the demo password and a proven address', () => {
    for (const account of [...demoAccounts, ...demoBoardAccounts]) {
      expect(user(account.email)).toMatchObject({
        email: account.email,
        emailVerified: true,
        credentials: [{ type: 'password', value: demoPassword, temporary: false }],
      });
    }
  });

  it('puts the itinerant teacher in both schools, and the board administrator in the board only', () => {
    expect(members('ecole-crescendo')).toContain('prof@demo.crescendo.ca');
    expect(members('ecole-harmonie')).toContain('prof@demo.crescendo.ca');
    expect(members(demoBoard.alias)).toEqual(['direction@demo.crescendo.ca']);
    expect(members('ecole-crescendo')).not.toContain('direction@demo.crescendo.ca');
    expect(members('ecole-harmonie')).not.toContain('eleve@demo.crescendo.ca');
  });

  it("gives each person the roles they hold through the groups' mapping", () => {
    expect(user('prof@demo.crescendo.ca')?.groups).toEqual([`/${roleGroups.teacher}`]);
    expect(user('eleve@harmonie.demo.crescendo.ca')?.groups).toEqual([`/${roleGroups.student}`]);
    expect(user('direction@demo.crescendo.ca')?.groups).toEqual([`/${roleGroups['board-admin']}`]);
  });
});
