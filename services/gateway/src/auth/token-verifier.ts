import { Logger } from '@nestjs/common';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { AppException, serverMessages } from '@crescendo/service-kit';

export interface VerifiedToken {
  issuer: string;
  subject: string;
  email: string;
  firstName?: string;
  lastName?: string;
}

interface Claims extends JWTPayload {
  email?: string;
  given_name?: string;
  family_name?: string;
  azp?: string;
  client_id?: string;
}

/**
 * Verifies a bearer access token against the issuer's published keys (Keycloak or the embedded
 * provider alike): signature, issuer, expiry, and that it was issued to our web client.
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

  constructor(
    private readonly issuer: string,
    private readonly jwksUrl: string,
    private readonly clientId: string,
  ) {
    this.keys = createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
  }

  async verify(token: string): Promise<VerifiedToken> {
    const cached = this.verified.get(token);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    if (cached) this.verified.delete(token);
    const fresh = await this.verifySignature(token);
    if (this.verified.size >= TokenVerifier.maxCached) {
      this.verified.delete(this.verified.keys().next().value!); // the oldest entry
    }
    this.verified.set(token, fresh);
    return fresh.token;
  }

  private async verifySignature(token: string): Promise<{ token: VerifiedToken; expiresAt: number }> {
    let claims: Claims;
    try {
      ({ payload: claims } = await jwtVerify<Claims>(token, this.keys, {
        issuer: this.issuer,
        clockTolerance: 5,
      }));
    } catch (error) {
      // The issuer's keys could not be fetched: not the user's fault, and nothing a new sign-in would fix.
      if (isKeyFetchFailure(error)) {
        this.logger.error(
          `the issuer's signing keys could not be fetched from ${this.jwksUrl}: ${describe(error)}`,
        );
        throw new AppException('UNAVAILABLE', serverMessages.issuerUnreachable);
      }
      throw new AppException('UNAUTHENTICATED', serverMessages.sessionExpired);
    }
    const audiences = Array.isArray(claims.aud) ? claims.aud : claims.aud ? [claims.aud] : [];
    const forUs =
      claims.azp === this.clientId || claims.client_id === this.clientId || audiences.includes(this.clientId);
    if (!forUs || !claims.sub || !claims.email)
      throw new AppException('UNAUTHENTICATED', serverMessages.sessionExpired);
    return {
      token: {
        issuer: this.issuer,
        subject: claims.sub,
        email: claims.email,
        firstName: claims.given_name,
        lastName: claims.family_name,
      },
      expiresAt: (claims.exp ?? 0) * 1000,
    };
  }
}

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
