import type { LiveTopic } from '@crescendo/contracts';
import { serviceMetrics } from '@crescendo/service-kit';
import type { LiveEvent } from './live-stream.js';
import type { LiveSession } from './live-session.js';

/**
 * The sockets this replica holds, by topic and by user: where the feed's events and the revocations go. A
 * user holds at most `maxSocketsPerUser` of them here (one per open page is the client's way).
 */
export class LiveHub {
  private readonly byTopic = new Map<LiveTopic, Set<LiveSession>>();
  private readonly byUser = new Map<string, Set<LiveSession>>();
  readonly sessions = new Set<LiveSession>();

  constructor(private readonly maxSocketsPerUser: number) {
    // The live channel in /metrics (issue 26 §3): signed-in sockets and the topics they follow, at each scrape.
    serviceMetrics().gaugeOnScrape(
      'crescendo_live_sockets',
      'Signed-in live sockets this gateway holds, and the topics they follow',
      ['measure'],
      (set) => {
        set({ measure: 'sockets' }, this.sessions.size);
        set({ measure: 'topics' }, this.byTopic.size);
      },
    );
  }

  dispatch(event: LiveEvent): void {
    this.byTopic.get(event.topic)?.forEach((session) => session.deliver(event));
  }

  follow(session: LiveSession, topic: LiveTopic): void {
    add(this.byTopic, topic, session);
  }

  unfollow(session: LiveSession, topic: LiveTopic): void {
    remove(this.byTopic, topic, session);
  }

  /** Counts a newly authenticated socket as its user's; false when the user already holds as many as allowed. */
  signedIn(session: LiveSession): boolean {
    const userId = session.actor!.userId;
    if ((this.byUser.get(userId)?.size ?? 0) >= this.maxSocketsPerUser) return false;
    this.sessions.add(session);
    add(this.byUser, userId, session);
    return true;
  }

  closed(session: LiveSession): void {
    this.sessions.delete(session);
    const userId = session.actor?.userId;
    if (userId) remove(this.byUser, userId, session);
  }

  followersOf(topic: LiveTopic): LiveSession[] {
    return [...(this.byTopic.get(topic) ?? [])];
  }

  sessionsOf(userId: string): LiveSession[] {
    return [...(this.byUser.get(userId) ?? [])];
  }
}

function add<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}

function remove<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}
