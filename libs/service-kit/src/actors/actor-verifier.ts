import { createPublicKey, type KeyObject } from 'node:crypto';
import { jwtVerify } from 'jose';
import { actorToken, actorTokenClaimsSchema, type Actor } from '@crescendo/contracts';
import type { Ed25519Jwk } from './actor-keys.js';

const maxEntries = 10_000;

/**
 * Every service's half: checks a signed actor (signature by the gateway's key, algorithm, type,
 * issuer, audience, expiry) and keeps what it verified until the token expires, so that the same
 * user's next requests cost a map lookup rather than a signature check.
 */
export class ActorVerifier {
  private readonly verified = new Map<string, { actor: Actor; expiresAt: number }>();

  constructor(private readonly key: KeyObject) {}

  static fromJwk(jwk: Ed25519Jwk): ActorVerifier {
    return new ActorVerifier(
      createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' }),
    );
  }

  /** The actor the token carries; throws when it is not one the gateway signed, or has expired. */
  async verify(token: string): Promise<Actor> {
    const now = Date.now();
    const kept = this.verified.get(token);
    if (kept) {
      if (kept.expiresAt > now) return kept.actor;
      this.verified.delete(token);
    }
    const { payload } = await jwtVerify(token, this.key, {
      algorithms: [actorToken.algorithm],
      typ: actorToken.type,
      issuer: actorToken.issuer,
      audience: actorToken.audience,
      requiredClaims: ['exp', 'iat'],
    });
    const { act } = actorTokenClaimsSchema.parse(payload);
    if (this.verified.size >= maxEntries) this.forgetExpired(now);
    this.verified.set(token, { actor: act, expiresAt: payload.exp! * 1000 });
    return act;
  }

  private forgetExpired(now: number): void {
    for (const [token, kept] of this.verified) if (kept.expiresAt <= now) this.verified.delete(token);
    if (this.verified.size >= maxEntries) this.verified.clear();
  }
}
