import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface Someone {
  userId: string;
  organizationId: string;
}

/** Who asked for the link, from which browser, and the account the confirmation page names. */
export interface Asker extends Someone {
  account: { email: string; language: 'fr' | 'en' };
  /** SHA-256 of the value the asking browser's cookie holds: every later step must come from that browser. */
  bindingHash: string;
  /** The portal page that started it (`googleReturnPathSchema`), to go back to; none: the landing page's. */
  returnTo?: string;
  /** 'Publier dans Google Agenda' for this group: the consent asks the calendar scopes (issue 28 §7). */
  calendarGroupId?: string;
}

export interface PendingConsent extends Asker {
  verifier: string;
  nonce: string;
}

export type TakenTicket =
  | { taken: Asker }
  | { refused: 'unknown' }
  /** The ticket exists but this browser does not hold the cookie of the one that asked: it stays for that one. */
  | { refused: 'otherBrowser' };

const ticketSeconds = 120;
const consentSeconds = 600;

export const digest = (value: string) => createHash('sha256').update(value).digest('base64url');
export const random = () => randomBytes(32).toString('base64url');

/** Whether `binding` is the value whose SHA-256 is `hash`. */
export function holdsBinding(binding: string | undefined, hash: string): boolean {
  if (!binding) return false;
  const [a, b] = [Buffer.from(digest(binding)), Buffer.from(hash)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The short-lived secrets of the OAuth dance, in Redis (every replica sees them; each is taken once, GETDEL):
 * the ticket that carries who the user is across the browser's navigation to `/auth/google` (its hash is
 * the key), then the consent's `state` with the PKCE verifier and the nonce; both hold the hash of the asking
 * browser's cookie (issue 34.2).
 */
export class OAuthStates {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async newTicket(asker: Asker): Promise<string> {
    const ticket = random();
    await this.redis.set(this.key('ticket', digest(ticket)), JSON.stringify(asker), 'EX', ticketSeconds);
    return ticket;
  }

  /** The ticket, once, and only by the browser that asked for it. */
  async takeTicket(ticket: string, binding: string): Promise<TakenTicket> {
    const key = this.key('ticket', digest(ticket));
    const raw = await this.redis.get(key);
    if (!raw) return { refused: 'unknown' };
    if (!holdsBinding(binding, (JSON.parse(raw) as Asker).bindingHash)) return { refused: 'otherBrowser' };
    const taken = await this.redis.getdel(key);
    return taken ? { taken: JSON.parse(taken) as Asker } : { refused: 'unknown' };
  }

  /** A consent under way: its `state`, bound to the same browser as the ticket. */
  async newConsent(asker: Asker): Promise<{ state: string; verifier: string; nonce: string }> {
    const state = random();
    const pending: PendingConsent = { ...asker, verifier: random(), nonce: random() };
    await this.redis.set(this.key('consent', state), JSON.stringify(pending), 'EX', consentSeconds);
    return { state, verifier: pending.verifier, nonce: pending.nonce };
  }

  /** The consent of this `state`, once, and only for the browser that started it. */
  async takeConsent(state: string, binding: string | undefined): Promise<PendingConsent | null> {
    const raw = await this.redis.getdel(this.key('consent', state));
    if (!raw) return null;
    const pending = JSON.parse(raw) as PendingConsent;
    return holdsBinding(binding, pending.bindingHash) ? pending : null;
  }

  private key(kind: string, id: string): string {
    return `${this.prefix}${kind}:${id}`;
  }
}
