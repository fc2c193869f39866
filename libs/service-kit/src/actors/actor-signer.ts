import { createPrivateKey, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { actorToken, type Actor } from '@crescendo/contracts';
import { actorKeyId, type Ed25519Jwk } from './actor-keys.js';

const maxEntries = 10_000;
const refreshBeforeExpiryS = 60;

interface Signed {
  json: string;
  token: string;
  refreshAt: number;
  expiresAt: number;
}

/**
 * The gateway's half: signs the actor as a short-lived JWS, one token per user kept until a minute
 * before it expires or until the actor changes (roles, organisation), so the request path signs
 * about once per user per few minutes instead of on every request.
 */
export class ActorSigner {
  private readonly tokens = new Map<string, Signed>();

  /** `keyId`: written as `kid` in every token, so that a service holding two keys (a rotation) picks one. */
  constructor(
    private readonly key: KeyObject,
    private readonly ttlS: number,
    readonly keyId?: string,
  ) {}

  static fromJwk(jwk: Ed25519Jwk, ttlS: number): ActorSigner {
    return new ActorSigner(createPrivateKey({ key: { ...jwk }, format: 'jwk' }), ttlS, actorKeyId(jwk));
  }

  async sign(actor: Actor): Promise<string> {
    const now = Date.now();
    const json = JSON.stringify(actor);
    const kept = this.tokens.get(actor.userId);
    if (kept && kept.json === json && kept.refreshAt > now) return kept.token;
    const issuedAt = Math.floor(now / 1000);
    const token = await new SignJWT({ act: actor })
      .setProtectedHeader({
        alg: actorToken.algorithm,
        typ: actorToken.type,
        ...(this.keyId ? { kid: this.keyId } : {}),
      })
      .setIssuer(actorToken.issuer)
      .setAudience(actorToken.audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlS)
      .sign(this.key);
    if (this.tokens.size >= maxEntries) this.forgetExpired(now);
    this.tokens.set(actor.userId, {
      json,
      token,
      refreshAt: now + (this.ttlS - refreshBeforeExpiryS) * 1000,
      expiresAt: now + this.ttlS * 1000,
    });
    return token;
  }

  private forgetExpired(now: number): void {
    for (const [userId, signed] of this.tokens) if (signed.expiresAt <= now) this.tokens.delete(userId);
    if (this.tokens.size >= maxEntries) this.tokens.clear();
  }
}
