import {
  demoAccounts,
  demoBoard,
  demoBoardAccounts,
  demoBoardMemberships,
  demoPassword,
  demoSchools,
} from '@crescendo/domain/demo';
import { boardRealm } from './board-realm.js';
import { schoolIdentityProvider } from './identity-providers.js';
import type {
  OrganizationRepresentation,
  RealmExport,
  UserRepresentation,
} from './keycloak-representations.js';
import { roleGroups, type PlatformRole } from './roles.js';

/** The board's own organisation needs a domain of its own: Keycloak gives a domain to one organisation only. */
export const demoBoardDomain = 'mille-notes.demo.crescendo.ca';

/**
 * The demo's accounts sign in with a password on the schools' own domains: a redirect by domain would send
 * them to Google or Microsoft, so the demo shows each school's provider as a button instead.
 */
const demoProvider = { redirectByDomain: false };

/**
 * The demo realm: the platform's demo board (`@crescendo/domain/demo`) as Keycloak holds it — the board and
 * its two schools as organisations (alias and domain as the platform knows them), every demo account with the
 * demo password, in the groups that give its roles and in the organisations it belongs to; the first school
 * signs in with Google Workspace, the second with Entra ID.
 */
export function demoRealm(): RealmExport {
  const realm = boardRealm();
  const [crescendo, harmonie] = demoSchools;
  const google = schoolIdentityProvider(
    'ecole-crescendo-google',
    'Google Workspace',
    crescendo!.domain,
    {
      kind: 'google-workspace',
      clientId: '${GOOGLE_CLIENT_ID:fill-me-in}',
      clientSecret: '${GOOGLE_CLIENT_SECRET:fill-me-in}',
    },
    demoProvider,
  );
  const entra = schoolIdentityProvider(
    'ecole-harmonie-entra',
    'Microsoft (Entra ID)',
    harmonie!.domain,
    {
      kind: 'entra-id',
      tenantId: '${ENTRA_TENANT_ID:fill-me-in}',
      clientId: '${ENTRA_CLIENT_ID:fill-me-in}',
      clientSecret: '${ENTRA_CLIENT_SECRET:fill-me-in}',
    },
    demoProvider,
  );
  return {
    ...realm,
    identityProviders: [...(realm.identityProviders ?? []), google, entra],
    users: [...demoAccounts, ...demoBoardAccounts].map(demoUser),
    organizations: [
      organization(demoBoard.alias, demoBoard.name, demoBoardDomain, demoBoard.id, []),
      organization(crescendo!.alias, crescendo!.name, crescendo!.domain, crescendo!.id, [google.alias!]),
      organization(harmonie!.alias, harmonie!.name, harmonie!.domain, harmonie!.id, [entra.alias!]),
    ],
  };
}

function demoUser(account: { email: string; firstName: string; lastName: string }): UserRepresentation {
  const roles = new Set<PlatformRole>(
    demoBoardMemberships.filter((m) => m.email === account.email).map((m) => m.role),
  );
  return {
    username: account.email,
    email: account.email,
    emailVerified: true,
    enabled: true,
    firstName: account.firstName,
    lastName: account.lastName,
    credentials: [{ type: 'password', value: demoPassword, temporary: false }],
    groups: [...roles].map((role) => `/${roleGroups[role]}`),
  };
}

function organization(
  alias: string,
  name: string,
  domain: string,
  platformId: string,
  identityProviders: string[],
): OrganizationRepresentation {
  const organizationIds = new Set([platformId]);
  const members = demoBoardMemberships
    .filter((membership) => organizationIds.has(membership.organizationId))
    .map((membership) => membership.email);
  return {
    alias,
    name,
    enabled: true,
    // The platform's id of the organisation, for an operator matching the two records by hand.
    attributes: { crescendoOrganizationId: [platformId] },
    domains: [{ name: domain, verified: true }],
    members: [...new Set(members)].map((username) => ({ username, membershipType: 'UNMANAGED' })),
    identityProviders: identityProviders.map((providerAlias) => ({ alias: providerAlias })),
  };
}
