import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import {
  organizationDeleted,
  resolveActor,
  userDeleted,
  userUpdated,
  type Actor,
  type Me,
} from '@crescendo/contracts';
import { prefixSubject, type ServiceClient } from '@crescendo/service-kit';
import type { VerifiedToken } from './token-verifier.js';

export interface ResolvedActor {
  actor: Actor;
  me: Me;
}

interface Entry {
  value: ResolvedActor;
  expires: number;
}

/**
 * Token → actor, through identity (roles and membership live there, not in the token). Cached
 * briefly per token subject; identity's events about a user or an organisation drop the entries at once.
 */
export class ActorResolver {
  private readonly cache = new Map<string, Entry>();
  /** Questions to identity under way, per token subject: the requests that come meanwhile share them. */
  private readonly asking = new Map<string, Promise<ResolvedActor>>();
  private readonly subscriptions: Subscription[] = [];
  /** Counts identity's change events, so an answer that raced one of them is not cached. */
  private invalidations = 0;

  constructor(
    private readonly client: ServiceClient,
    private readonly ttlMs: number,
  ) {}

  async resolve(token: VerifiedToken): Promise<ResolvedActor> {
    const key = `${token.issuer}|${token.subject}`;
    const hit = this.cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    // One question to identity per user at a time: when an entry expires under load, every request of the
    // user until identity answers would otherwise ask again (a burst every TTL that stalled them ~100 ms).
    let asking = this.asking.get(key);
    if (!asking) {
      asking = this.ask(key, token).finally(() => {
        if (this.asking.get(key) === asking) this.asking.delete(key);
      });
      this.asking.set(key, asking);
    }
    return asking;
  }

  private async ask(key: string, token: VerifiedToken): Promise<ResolvedActor> {
    const generation = this.invalidations;
    const value = await this.client.request(resolveActor, token, null);
    // An invalidation that arrived while identity was answering may concern this very answer: do not keep it.
    if (this.ttlMs > 0 && generation === this.invalidations) {
      this.cache.set(key, { value, expires: Date.now() + this.ttlMs });
    }
    return value;
  }

  /** Plain subscriptions (not durable): a missed invalidation only lives until the entry expires. */
  listen(nc: NatsConnection, prefix: string): void {
    const onUser = (data: { userId: string }) => this.drop((entry) => entry.actor.userId === data.userId);
    for (const subject of [userUpdated.subject, userDeleted.subject]) {
      this.subscriptions.push(
        nc.subscribe(prefixSubject(prefix, subject), {
          callback: (_, msg) => onUser(envelopeData(msg.json())),
        }),
      );
    }
    this.subscriptions.push(
      nc.subscribe(prefixSubject(prefix, organizationDeleted.subject), {
        callback: (_, msg) => {
          const { organizationId } = envelopeData<{ organizationId: string }>(msg.json());
          this.drop((entry) => entry.actor.organizationId === organizationId);
        },
      }),
    );
  }

  /** Drops the user's entries: the next request asks identity again. */
  forget(userId: string): void {
    this.drop((entry) => entry.actor.userId === userId);
  }

  close(): void {
    this.subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe());
  }

  private drop(matches: (entry: ResolvedActor) => boolean): void {
    this.invalidations += 1;
    // A question asked before the change may be answered from before it: later requests ask again.
    this.asking.clear();
    for (const [key, entry] of this.cache) if (matches(entry.value)) this.cache.delete(key);
  }
}

function envelopeData<T = { userId: string }>(envelope: unknown): T {
  return ((envelope as { data?: T }).data ?? {}) as T;
}
