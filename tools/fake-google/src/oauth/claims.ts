import type { Account } from '../state/types.js';
import { SCOPE } from './scopes.js';

export interface ProfileClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
  hd?: string;
}

export function pictureOf(account: Account, baseUrl: string): string {
  return account.picture ?? `${baseUrl}/avatars/${account.sub}.svg`;
}

/** As at Google, e-mail claims come with the `email` scope and names with `profile`. */
export function profileClaims(account: Account, scopes: readonly string[], baseUrl: string): ProfileClaims {
  const claims: ProfileClaims = { sub: account.sub };
  if (scopes.includes(SCOPE.email)) {
    claims.email = account.email;
    claims.email_verified = account.emailVerified;
  }
  if (scopes.includes(SCOPE.profile)) {
    claims.name = account.name;
    claims.given_name = account.givenName;
    claims.family_name = account.familyName;
    claims.picture = pictureOf(account, baseUrl);
  }
  if (account.hostedDomain) claims.hd = account.hostedDomain;
  return claims;
}
