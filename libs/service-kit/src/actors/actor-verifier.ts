import { createPublicKey, type KeyObject } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import { actorToken, actorTokenClaimsSchema, type Actor } from '@crescendo/contracts';
import { actorKeyId, maxActorPublicKeys, type Ed25519Jwk } from './actor-keys.js';

const maxEntries = 10_000;

/**
 * Every service's half: checks a signed actor (signature by the gateway's key, algorithm, type,
 * issuer, audience, expiry) and keeps what it verified until the token expires, so that the same
 * user's next requests cost a map lookup rather than a signature check.
 *
 * It may hold several keys (a rotation, decision 0062): a token names its key (`kid`, the key's
 * thumbprint) and is checked with that key only; an unknown `kid` is refused without trying the others.
 * A token without `kid` (a gateway of an earlier release) is tried against each key, at most
 * `maxActorPublicKeys` checks.
 */
export class ActorVerifier {
  private readonly verified = new Map<string, { actor: Actor; expiresAt: number }>();
  private readonly keys: ReadonlyMap<string, KeyObject>;

  constructor(keys: ReadonlyMap<string, KeyObject> | KeyObject) {
    this.keys = keys instanceof Map ? keys : new Map([['', keys as KeyObject]]);
    if (this.keys.size === 0 || this.keys.size > maxActorPublicKeys)
      throw new Error(`ActorVerifier: de 1 à ${maxActorPublicKeys} clés publiques, pas ${this.keys.size}`);
  }

  static fromJwk(jwk: Ed25519Jwk): ActorVerifier {
    return ActorVerifier.fromJwks([jwk]);
  }

  /** The keys of ACTOR_TOKEN_PUBLIC_KEYS (or the one of ACTOR_TOKEN_PUBLIC_KEY), each under its id. */
  static fromJwks(jwks: Ed25519Jwk[]): ActorVerifier {
    return new ActorVerifier(
      new Map(
        jwks.map((jwk) => [
          actorKeyId(jwk),
          createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' }),
        ]),
      ),
    );
  }

  /** The ids of the keys it accepts (logged at start, so an operator sees a rotation's step taken). */
  get keyIds(): string[] {
    return [...this.keys.keys()];
  }

  /** The actor the token carries; throws when it is not one the gateway signed, or has expired. */
  async verify(token: string): Promise<Actor> {
    const now = Date.now();
    const kept = this.verified.get(token);
    if (kept) {
      if (kept.expiresAt > now) return kept.actor;
      this.verified.delete(token);
    }
    const payload = await this.verifiedPayload(token);
    const { act } = actorTokenClaimsSchema.parse(payload);
    if (this.verified.size >= maxEntries) this.forgetExpired(now);
    this.verified.set(token, { actor: act, expiresAt: payload.exp! * 1000 });
    return act;
  }

  private async verifiedPayload(token: string): Promise<JWTPayload> {
    const { kid } = decodeProtectedHeader(token);
    if (kid !== undefined) {
      const key = this.keys.get(kid);
      if (!key) throw new Error(`actor token signed by an unknown key (kid ${String(kid).slice(0, 64)})`);
      return this.check(token, key);
    }
    let failure: unknown;
    for (const key of this.keys.values()) {
      try {
        return await this.check(token, key);
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  }

  private async check(token: string, key: KeyObject): Promise<JWTPayload> {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [actorToken.algorithm],
      typ: actorToken.type,
      issuer: actorToken.issuer,
      audience: actorToken.audience,
      requiredClaims: ['exp', 'iat'],
    });
    return payload;
  }

  private forgetExpired(now: number): void {
    for (const [token, kept] of this.verified) if (kept.expiresAt <= now) this.verified.delete(token);
    if (this.verified.size >= maxEntries) this.verified.clear();
  }
}
