import { Logger } from '@nestjs/common';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type ProtectedHeaderParameters } from 'jose';
import { AppException } from '@crescendo/service-kit';

export interface VerifiedToken {
  issuer: string;
  subject: string;
  email: string;
  /** The issuer's `email_verified`: only `true` lets identity link this sign-in to a user by e-mail. */
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  /** When the user last signed in (`auth_time`, seconds): sudo mode checks it in the services. */
  authTime?: number;
  /** Keycloak's `organization` claim, the organisations' aliases: identity narrows the memberships by them. */
  organizations?: string[];
  /** Keycloak's `realm_access.roles`: identity narrows the memberships by the platform's roles among them. */
  realmRoles?: string[];
}

interface Claims extends JWTPayload {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  azp?: string;
  client_id?: string;
  typ?: string;
  auth_time?: number;
  organization?: unknown;
  realm_access?: { roles?: unknown };
}

export interface TokenExpectations {
  issuer: string;
  jwksUrl: string;
  /** The `aud` our API's access tokens carry (`crescendo-api`). */
  audience: string;
  /** The web client the tokens were issued to (`azp` or `client_id`). */
  clientId: string;
}

/**
 * Only the issuer's asymmetric signatures: never `none`, never an HMAC (whose "key" could be taken
 * from the public JWKS). jose also refuses a key whose type does not match the header's `alg`.
 */
export const acceptedAlgorithms = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

/**
 * An access token, not an ID token nor a refresh token: oidc-provider's JWT access tokens say so in
 * their header (`typ: at+jwt`, RFC 9068), Keycloak's in a claim (`typ: "Bearer"`; its ID tokens say "ID").
 */
export function isAccessToken(header: ProtectedHeaderParameters, claims: Claims): boolean {
  const headerType = header.typ?.toLowerCase();
  return headerType === 'at+jwt' || headerType === 'application/at+jwt' || claims.typ === 'Bearer';
}

/**
 * Verifies a bearer access token against the issuer's published keys (Keycloak or the embedded
 * provider alike): signature with a pinned algorithm, issuer, audience, expiry, the token type, and
 * that it was issued to our web client.
 */
export class TokenVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;
  /**
   * A token verified once stays valid until its `exp` (JWT access tokens are not revocable), so its
   * claims are kept until then: the signature check (RSA) is not paid again on every request.
   */
  private readonly verified = new Map<string, { token: VerifiedToken; expiresAt: number }>();
  private static readonly maxCached = 10_000;
  private readonly logger = new Logger('TokenVerifier');

  constructor(private readonly expected: TokenExpectations) {
    this.keys = createRemoteJWKSet(new URL(expected.jwksUrl), {
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    });
  }

  async verify(token: string): Promise<VerifiedToken> {
    return (await this.verifyWithExpiry(token)).token;
  }

  /** The claims and when the token expires (ms since the epoch): the live channel closes its socket then. */
  async verifyWithExpiry(token: string): Promise<{ token: VerifiedToken; expiresAt: number }> {
    const cached = this.verified.get(token);
    if (cached && cached.expiresAt > Date.now()) return cached;
    if (cached) this.verified.delete(token);
    const fresh = await this.verifySignature(token);
    if (this.verified.size >= TokenVerifier.maxCached) {
      this.verified.delete(this.verified.keys().next().value!); // the oldest entry
    }
    this.verified.set(token, fresh);
    return fresh;
  }

  private async verifySignature(token: string): Promise<{ token: VerifiedToken; expiresAt: number }> {
    const refused = () => new AppException('UNAUTHENTICATED', 'common.sessionExpired');
    let claims: Claims;
    let header: ProtectedHeaderParameters;
    try {
      ({ payload: claims, protectedHeader: header } = await jwtVerify<Claims>(token, this.keys, {
        issuer: this.expected.issuer,
        audience: this.expected.audience,
        algorithms: acceptedAlgorithms,
        requiredClaims: ['exp', 'sub'],
        clockTolerance: 5,
      }));
    } catch (error) {
      // The issuer's keys could not be fetched: not the user's fault, and nothing a new sign-in would fix.
      if (isKeyFetchFailure(error)) {
        this.logger.error(
          `the issuer's signing keys could not be fetched from ${this.expected.jwksUrl}: ${describe(error)}`,
        );
        throw new AppException('UNAVAILABLE', 'common.issuerUnreachable');
      }
      throw refused();
    }
    const forUs = claims.azp === this.expected.clientId || claims.client_id === this.expected.clientId;
    if (!isAccessToken(header, claims) || !forUs || !claims.sub || !claims.email) throw refused();
    return {
      token: {
        issuer: this.expected.issuer,
        subject: claims.sub,
        email: claims.email,
        emailVerified: claims.email_verified === true,
        firstName: claims.given_name,
        lastName: claims.family_name,
        authTime: typeof claims.auth_time === 'number' ? claims.auth_time : undefined,
        ...keycloakClaims(claims),
      },
      expiresAt: claims.exp! * 1000,
    };
  }
}

/**
 * The organisations and realm roles a Keycloak token names, each only when present: `organization` is a list of
 * aliases, or Keycloak's object form (`{ "<alias>": { id, … } }`, with the mapper's "add organization id");
 * `realm_access.roles` a list. Anything else there is not read (identity never trusts what it cannot match).
 */
export function keycloakClaims(claims: Claims): Pick<VerifiedToken, 'organizations' | 'realmRoles'> {
  const named: Pick<VerifiedToken, 'organizations' | 'realmRoles'> = {};
  const organization = claims.organization;
  if (Array.isArray(organization)) named.organizations = strings(organization);
  else if (organization && typeof organization === 'object') named.organizations = Object.keys(organization);
  const roles = claims.realm_access?.roles;
  if (Array.isArray(roles)) named.realmRoles = strings(roles);
  return named;
}

const strings = (values: unknown[]): string[] =>
  [...new Set(values.filter((value): value is string => typeof value === 'string' && value !== ''))].sort();

/**
 * jose reports a key set it could not fetch as a timeout, as its generic error (an HTTP status other than
 * 200, a body that is no key set), or lets fetch's own TypeError through (refused, unknown host).
 */
function isKeyFetchFailure(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof TypeError) return true;
  return error instanceof errors.JOSEError && error.code === 'ERR_JOSE_GENERIC';
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}
