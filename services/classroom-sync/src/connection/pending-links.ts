import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { open, seal, type SealingKeyRing } from '@crescendo/service-kit/crypto';
import type { GoogleOAuth } from '../google/google-oauth.js';
import { digest, holdsBinding, random, type Asker } from './oauth-states.js';

/** What Google granted: the account, the scopes and the tokens. */
export type GoogleGrant = Awaited<ReturnType<GoogleOAuth['exchange']>>;

export interface PendingLink extends Asker {
  grant: GoogleGrant;
}

interface StoredLink extends Asker {
  googleEmail: string;
  /** The grant sealed under a key derived from the token: Redis alone never holds a usable Google token. */
  sealed: string;
}

const linkSeconds = 600;

/** The key that seals a pending link: derived from its token, which only the confirmation page holds. */
const ringOf = (token: string): SealingKeyRing => ({
  current: {
    id: 'link',
    key: createHash('sha256').update(`crescendo google link\0${token}`).digest(),
  },
  previous: [],
});

/**
 * Google's grant between the consent and the user's confirmation (issue 34.2): nothing is stored as a
 * connection until the confirmation page is answered. Kept ten minutes in Redis under the hash of a
 * single-use token, taken once (GETDEL) whatever the answer, and only by the browser that asked.
 */
export class PendingLinks {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** The token of the confirmation page. */
  async hold(asker: Asker, grant: GoogleGrant): Promise<string> {
    const token = random();
    const stored: StoredLink = {
      userId: asker.userId,
      organizationId: asker.organizationId,
      account: asker.account,
      bindingHash: asker.bindingHash,
      returnTo: asker.returnTo,
      calendarGroupId: asker.calendarGroupId,
      googleEmail: grant.email,
      sealed: seal(ringOf(token), JSON.stringify(grant), asker.userId),
    };
    await this.redis.set(this.key(token), JSON.stringify(stored), 'EX', linkSeconds);
    return token;
  }

  /** The pending link, once; null when unknown, spent, expired or answered from another browser. */
  async take(token: string, binding: string | undefined): Promise<PendingLink | null> {
    const raw = await this.redis.getdel(this.key(token));
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredLink;
    if (!holdsBinding(binding, stored.bindingHash)) return null;
    const grant = JSON.parse(open(ringOf(token), stored.sealed, stored.userId)) as Omit<
      GoogleGrant,
      'expiresAt'
    > & { expiresAt: string | null };
    return {
      userId: stored.userId,
      organizationId: stored.organizationId,
      account: stored.account,
      bindingHash: stored.bindingHash,
      returnTo: stored.returnTo,
      calendarGroupId: stored.calendarGroupId,
      grant: { ...grant, expiresAt: grant.expiresAt ? new Date(grant.expiresAt) : null },
    };
  }

  private key(token: string): string {
    return `${this.prefix}link:${digest(token)}`;
  }
}
