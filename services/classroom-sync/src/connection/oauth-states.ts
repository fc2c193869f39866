import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface Someone {
  userId: string;
  organizationId: string;
}

export interface PendingConsent extends Someone {
  verifier: string;
  nonce: string;
  /** SHA-256 of the value the browser's cookie holds: the callback must come back to the same browser. */
  bindingHash: string;
}

const ticketSeconds = 120;
const consentSeconds = 600;

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');
const random = () => randomBytes(32).toString('base64url');

/**
 * The short-lived secrets of the OAuth dance, in Redis (every replica sees them; each is taken once, GETDEL):
 * the ticket that carries who the user is across the browser's navigation to `/auth/google` (its hash is
 * the key), then the consent's `state` with the PKCE verifier, the nonce and the browser binding.
 */
export class OAuthStates {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async newTicket(someone: Someone): Promise<string> {
    const ticket = random();
    await this.redis.set(this.key('ticket', digest(ticket)), JSON.stringify(someone), 'EX', ticketSeconds);
    return ticket;
  }

  async takeTicket(ticket: string): Promise<Someone | null> {
    const raw = await this.redis.getdel(this.key('ticket', digest(ticket)));
    return raw ? (JSON.parse(raw) as Someone) : null;
  }

  /** A consent under way: its `state`, and the binding the browser keeps in a cookie. */
  async newConsent(
    someone: Someone,
  ): Promise<{ state: string; binding: string; verifier: string; nonce: string }> {
    const state = random();
    const binding = random();
    const pending: PendingConsent = {
      ...someone,
      verifier: random(),
      nonce: random(),
      bindingHash: digest(binding),
    };
    await this.redis.set(this.key('consent', state), JSON.stringify(pending), 'EX', consentSeconds);
    return { state, binding, verifier: pending.verifier, nonce: pending.nonce };
  }

  /** The consent of this `state`, once, and only for the browser that started it. */
  async takeConsent(state: string, binding: string | undefined): Promise<PendingConsent | null> {
    const raw = await this.redis.getdel(this.key('consent', state));
    if (!raw) return null;
    const pending = JSON.parse(raw) as PendingConsent;
    return binding && digest(binding) === pending.bindingHash ? pending : null;
  }

  private key(kind: string, id: string): string {
    return `${this.prefix}${kind}:${id}`;
  }
}
