import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import {
  organizationDeleted,
  resolveActor,
  userDeleted,
  userUpdated,
  type Actor,
  type Me,
  type MembershipChoice,
} from '@crescendo/contracts';
import { prefixSubject, type ServiceClient } from '@crescendo/service-kit';
import type { VerifiedToken } from './token-verifier.js';

export interface ResolvedActor {
  actor: Actor;
  me: Me;
}

/** A verified token's claims (without its sign-in time) and the membership the request acts as, if chosen. */
export type ActorQuestion = Omit<VerifiedToken, 'authTime'> & { choice?: MembershipChoice };

interface Entry {
  value: ResolvedActor;
  expires: number;
}

/**
 * Token → actor, through identity (roles and memberships live there, not in the token). The actor is one
 * membership at a time (decision 0050): cached briefly per token subject, Keycloak claims (organisations, realm
 * roles) and membership chosen; identity's events about a user or an organisation drop the entries at once. A choice other than the person's previous
 * one is always asked of identity (which records it as the one used last), and drops their answer without a
 * choice, so a request without one acts as the school chosen last.
 */
export class ActorResolver {
  private readonly cache = new Map<string, Entry>();
  /** Questions to identity under way, per cache key: the requests that come meanwhile share them. */
  private readonly asking = new Map<string, Promise<ResolvedActor>>();
  /** Per token subject, the last membership chosen here. */
  private readonly lastChoice = new Map<string, string>();
  private readonly subscriptions: Subscription[] = [];
  /** Counts identity's change events, so an answer that raced one of them is not cached. */
  private invalidations = 0;

  constructor(
    private readonly client: ServiceClient,
    private readonly ttlMs: number,
  ) {}

  async resolve(token: ActorQuestion): Promise<ResolvedActor> {
    // A token naming other schools or roles (Keycloak's claims) is another question to identity.
    const person = `${token.issuer}|${token.subject}|${claimsKey(token)}`;
    const choice = token.choice ? `${token.choice.organizationId}|${token.choice.role}` : '';
    const key = `${person}|${choice}`;
    const switched = choice !== '' && this.lastChoice.get(person) !== choice;
    if (switched) {
      this.lastChoice.set(person, choice);
      this.cache.delete(`${person}|`);
    }
    const hit = this.cache.get(key);
    if (!switched && hit && hit.expires > Date.now()) return hit.value;
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

  private async ask(key: string, token: ActorQuestion): Promise<ResolvedActor> {
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

function claimsKey(token: ActorQuestion): string {
  return JSON.stringify([token.organizations ?? null, token.realmRoles ?? null]);
}

function envelopeData<T = { userId: string }>(envelope: unknown): T {
  return ((envelope as { data?: T }).data ?? {}) as T;
}
