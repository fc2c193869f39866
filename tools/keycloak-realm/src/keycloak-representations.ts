import type OrganizationRepresentation from '@keycloak/keycloak-admin-client/lib/defs/organizationRepresentation.js';
import type RealmRepresentation from '@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js';

export type { default as ClientRepresentation } from '@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js';
export type { default as IdentityProviderRepresentation } from '@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js';
export type { default as UserRepresentation } from '@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js';
export type { OrganizationRepresentation, RealmRepresentation };

/**
 * A realm as `kc.sh import` and `--import-realm` read it. Keycloak 26's export carries the realm's
 * organisations beside its users; the admin client's `RealmRepresentation` (26.7) has no field for them
 * yet, so it is added here with the admin client's own `OrganizationRepresentation`.
 */
export type RealmExport = RealmRepresentation & { organizations?: OrganizationRepresentation[] };
