import { jwtVerify, SignJWT } from 'jose';

/**
 * keycloak-js decodes the refresh token as a JWT and fails on oidc-provider's opaque ones. The token
 * endpoint therefore hands out the opaque token inside a signed JWT (HS256, `typ: Refresh`, `exp` of the
 * token), and unwraps it again on the way in (token, revocation, introspection). The opaque value stays
 * the credential; the envelope only gives it the shape keycloak-js reads.
 */
export class RefreshTokenEnvelope {
  constructor(
    private readonly key: Uint8Array,
    private readonly issuer: string,
  ) {}

  async wrap(
    opaque: string,
    claims: { exp: number; sub?: string; azp: string; sid?: string },
  ): Promise<string> {
    const jwt = new SignJWT({
      typ: 'Refresh',
      rt: opaque,
      azp: claims.azp,
      ...(claims.sid ? { sid: claims.sid } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(this.issuer)
      .setIssuedAt()
      .setExpirationTime(claims.exp);
    if (claims.sub) jwt.setSubject(claims.sub);
    return jwt.sign(this.key);
  }

  /** The opaque token inside an envelope of ours; anything else is returned as it came. */
  async unwrap(value: string): Promise<string> {
    if (value.split('.').length !== 3) return value;
    try {
      const { payload } = await jwtVerify(value, this.key, {
        issuer: this.issuer,
        algorithms: ['HS256'],
        // Expiry is the provider's to judge (it answers invalid_grant with its own wording).
        clockTolerance: 365 * 24 * 3600,
      });
      return typeof payload.rt === 'string' ? payload.rt : value;
    } catch {
      return value;
    }
  }
}
