import { roleSchema, type Role } from '@crescendo/contracts';
import { AppException, type Db } from '@crescendo/service-kit';
import type { MembershipWithOrganization } from './membership.store.js';
import { organizationsByAlias } from './organization-alias.store.js';

/** What a Keycloak token names (`organization`, `realm_access.roles`), as the gateway passes it. */
export interface TokenClaims {
  organizations?: readonly string[];
  realmRoles?: readonly string[];
}

const isPlatformRole = (role: string): role is Role => roleSchema.safeParse(role).success;

/**
 * The memberships a token's claims let the person act as (decision 0050): the platform's memberships stay the
 * record, the claims only narrow them. An `organization` claim keeps the memberships of the organisations it
 * names; realm roles naming a platform role keep the memberships of those roles (other realm roles, such as
 * offline_access or default-roles-…, are ignored, and a token naming none of the platform's roles narrows
 * nothing by role, as Google's and the embedded provider's tokens). An alias the platform does not know, or a
 * platform role named but held in none of the organisations counted, is refused: FORBIDDEN, never trusted.
 */
export async function claimedMemberships(
  db: Db,
  claims: TokenClaims,
  held: MembershipWithOrganization[],
): Promise<MembershipWithOrganization[]> {
  const refused = () => new AppException('FORBIDDEN', 'identity.claimNotKnown');
  let allowed = held;
  const aliases = claims.organizations ?? [];
  if (aliases.length > 0) {
    const known = await organizationsByAlias(db, aliases);
    if (known.size < new Set(aliases).size) throw refused();
    const claimed = new Set(known.values());
    allowed = allowed.filter((m) => m.organizationId !== null && claimed.has(m.organizationId));
  }
  const roles = new Set((claims.realmRoles ?? []).filter(isPlatformRole));
  if (roles.size > 0) {
    for (const role of roles) if (!allowed.some((m) => m.role === role)) throw refused();
    allowed = allowed.filter((m) => roles.has(m.role));
  }
  if (allowed.length === 0) throw refused();
  return allowed;
}
