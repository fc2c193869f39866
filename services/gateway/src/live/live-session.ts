import type { WebSocket } from 'ws';
import {
  liveClientFrameSchema,
  liveCloseCodes,
  type Actor,
  type AppError,
  type LiveServerFrame,
  type LiveTopic,
  type MembershipChoice,
} from '@crescendo/contracts';
import { appError, toAppError } from '@crescendo/service-kit';
import type { AuthenticatedToken } from '../auth/authenticate.js';
import type { LiveAccess } from './live-access.js';
import { SocketAccess, type SocketAccessLimits } from './live-socket-access.js';
import type { LiveEvent, LiveStream } from './live-stream.js';

/** What may wait in one socket's send buffer before the socket is dropped. */
const maxBufferedBytes = 4 * 1024 * 1024;

export interface LiveLimits extends SocketAccessLimits {
  /** Time a new socket has to send its `auth` frame. */
  authTimeoutMs: number;
  maxTopics: number;
  /** Sockets one user may hold on one replica; one more is closed with `tooManySockets`. */
  maxSocketsPerUser: number;
  /** Frames a client may send per `frameWindowMs`. */
  maxFrames: number;
  frameWindowMs: number;
}

export interface LiveSessionDeps {
  authenticate: (token: string, choice?: MembershipChoice) => Promise<AuthenticatedToken>;
  access: LiveAccess;
  stream: LiveStream;
  limits: LiveLimits;
  /** The hub: which sessions follow which topic. */
  follow(session: LiveSession, topic: LiveTopic): void;
  unfollow(session: LiveSession, topic: LiveTopic): void;
  /** False when its user already holds as many sockets as allowed. */
  signedIn(session: LiveSession): boolean;
  closed(session: LiveSession): void;
}

/**
 * One socket of `/api/v1/live`: its authentication (and renewals), its topics, and the order of what it is
 * sent. While a subscription is being set up (its access checked, what it missed replayed), every event for
 * the socket is held and then sent in the stream's order, so a client sees each event once and in order, and
 * its cursor (the highest `seq` it saw) is always a safe place to resume from.
 */
export class LiveSession {
  auth: AuthenticatedToken | null = null;
  readonly topics = new Set<LiveTopic>();
  private readonly lastSeqOf = new Map<LiveTopic, number>();
  private readonly access: SocketAccess;
  private held: LiveEvent[] | null = null;
  private work: Promise<void> = Promise.resolve();
  private expiryTimer: NodeJS.Timeout | undefined;
  private readonly authTimer: NodeJS.Timeout;
  private frames: number[] = [];
  private ended = false;
  private cleaned = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: LiveSessionDeps,
  ) {
    this.access = new SocketAccess(deps.access, deps.limits);
    this.authTimer = setTimeout(
      () => this.end(liveCloseCodes.unauthenticated, 'auth timeout'),
      deps.limits.authTimeoutMs,
    );
    socket.on('message', (data, isBinary) => this.onFrame(isBinary ? null : data.toString()));
    socket.on('close', () => this.cleanUp());
    socket.on('error', () => this.cleanUp());
  }

  get actor(): Actor | null {
    return this.auth?.resolved.actor ?? null;
  }

  /** An event of a topic it follows, from the replica's feed. */
  deliver(event: LiveEvent): void {
    if (this.held) this.held.push(event);
    else this.sendEvent(event);
  }

  /** It may no longer follow `topic` (access re-checked and refused, or the group is gone). */
  revoke(topic: LiveTopic): void {
    this.access.forget(topic);
    if (!this.topics.delete(topic)) return;
    this.lastSeqOf.delete(topic);
    this.deps.unfollow(this, topic);
    this.send({ type: 'revoked', topic });
  }

  /** Re-checks every topic it follows (the actor or a group changed): those now refused are revoked. */
  recheck(topics: LiveTopic[] = [...this.topics]): void {
    this.serially(async () => {
      const actor = this.actor;
      if (!actor) return;
      for (const topic of topics) {
        if (!this.topics.has(topic)) continue;
        if (await this.access.check(actor, topic, { fresh: true })) this.revoke(topic);
      }
    });
  }

  /** What this socket remembers of its access to `topic` (or to every topic) no longer holds. */
  forgetAccess(topic?: LiveTopic): void {
    this.access.forget(topic);
  }

  end(code: number, reason: string): void {
    if (this.ended) return;
    this.ended = true;
    this.socket.close(code, reason);
    this.cleanUp();
  }

  private onFrame(text: string | null): void {
    if (this.ended) return;
    if (!this.withinRate()) return this.end(liveCloseCodes.rateLimited, 'too many frames');
    let frame;
    try {
      frame = liveClientFrameSchema.parse(JSON.parse(text ?? ''));
    } catch {
      this.sendError(appError('VALIDATION_FAILED', 'live.badFrame'));
      return this.end(liveCloseCodes.protocol, 'bad frame');
    }
    if (frame.type === 'auth') return this.serially(() => this.authenticate(frame.token, frame.choice));
    if (!this.auth) {
      this.sendError(appError('UNAUTHENTICATED', 'live.authFirst'));
      return this.end(liveCloseCodes.unauthenticated, 'auth first');
    }
    if (frame.type === 'subscribe') {
      const { topics, since, ref } = frame;
      return this.serially(() => this.subscribe([...new Set(topics)], since, ref));
    }
    for (const topic of frame.topics) {
      if (this.topics.delete(topic)) this.deps.unfollow(this, topic);
    }
  }

  private async authenticate(token: string, choice?: MembershipChoice): Promise<void> {
    let fresh: AuthenticatedToken;
    try {
      fresh = await this.deps.authenticate(token, choice);
    } catch (error) {
      this.sendError(toAppError(error).error);
      return this.end(liveCloseCodes.unauthenticated, 'token refused');
    }
    const previous = this.auth;
    if (previous && previous.resolved.actor.userId !== fresh.resolved.actor.userId) {
      this.sendError(appError('FORBIDDEN', 'live.otherUser'));
      return this.end(liveCloseCodes.unauthenticated, 'another user');
    }
    this.auth = fresh;
    clearTimeout(this.authTimer);
    clearTimeout(this.expiryTimer);
    this.expiryTimer = setTimeout(
      () => this.end(liveCloseCodes.expired, 'token expired'),
      Math.max(0, fresh.expiresAt - Date.now()),
    );
    if (!previous && !this.deps.signedIn(this)) {
      this.sendError(appError('RATE_LIMITED', 'live.tooManySockets'));
      return this.end(liveCloseCodes.tooManySockets, 'too many sockets');
    }
    this.send({ type: 'ready', userId: fresh.resolved.actor.userId, expiresAt: fresh.expiresAt });
    if (previous && !sameAccess(previous.resolved.actor, fresh.resolved.actor)) {
      this.access.forget();
      this.recheck();
    }
  }

  private async subscribe(topics: LiveTopic[], since: number | undefined, ref?: string): Promise<void> {
    const actor = this.actor!;
    if (this.topics.size + topics.filter((t) => !this.topics.has(t)).length > this.deps.limits.maxTopics) {
      this.sendError(appError('VALIDATION_FAILED', 'live.tooManyTopics'));
      return;
    }
    const refused: Array<{ topic: LiveTopic; error: AppError }> = [];
    const granted: LiveTopic[] = [];
    for (const topic of topics) {
      const error = await this.access.check(actor, topic);
      if (error) refused.push({ topic, error });
      else granted.push(topic);
    }
    this.held ??= [];
    let cursor: number | undefined;
    let resync = false;
    let floors: Map<LiveTopic, number> | null = null;
    let replayedUpTo = 0;
    try {
      for (const topic of granted) {
        if (!this.topics.has(topic)) this.deps.follow(this, topic);
        this.topics.add(topic);
      }
      const { first, last } = await this.deps.stream.lastSeq();
      const fresh = granted.filter((topic) => !this.lastSeqOf.has(topic));
      for (const topic of fresh) this.lastSeqOf.set(topic, since ?? last);
      if (since !== undefined && fresh.length > 0 && since !== last) {
        // Older than what the stream keeps, or ahead of it (a stream made anew): the client reloads.
        const gone = since + 1 < first || since > last;
        const missed = gone ? null : await this.deps.stream.replay(fresh, since, last);
        floors = missed && (await this.replayFrom(actor, [...new Set(missed.map((event) => event.topic))]));
        replayedUpTo = last;
        if (!missed || !floors) {
          for (const topic of fresh) this.lastSeqOf.set(topic, last);
          resync = true;
        } else {
          this.held.unshift(...missed);
        }
      }
      // Until this replica's feed has passed `last`, an older event of another topic may still be on
      // its way: the cursor handed to the client must not pass an event it has not been sent.
      await this.deps.stream.reached(last);
      cursor = last;
    } finally {
      // What happened in a group before the user joined it is not theirs to replay (from the stream, or
      // from this replica's feed running late).
      const before = (event: LiveEvent) =>
        event.seq <= replayedUpTo && event.at < (floors?.get(event.topic) ?? 0);
      const held = this.held.filter((event) => !before(event)).sort((a, b) => a.seq - b.seq);
      this.held = null;
      held.forEach((event) => this.sendEvent(event));
    }
    if (cursor === undefined) return;
    if (resync) this.send({ type: 'resync', cursor });
    this.send({ type: 'subscribed', ref, topics: granted, refused, cursor });
  }

  /**
   * From when a resuming socket may be sent each topic's past events again: a group's from when its user
   * joined it. Null when that cannot be told now (groups did not answer): the client reloads instead.
   */
  private async replayFrom(actor: Actor, topics: LiveTopic[]): Promise<Map<LiveTopic, number> | null> {
    const from = new Map<LiveTopic, number>();
    try {
      for (const topic of topics) from.set(topic, await this.access.replayFrom(actor, topic));
    } catch {
      return null;
    }
    return from;
  }

  private sendEvent(event: LiveEvent): void {
    const last = this.lastSeqOf.get(event.topic);
    if (last === undefined || event.seq <= last) return;
    this.lastSeqOf.set(event.topic, event.seq);
    if (this.socket.readyState !== this.socket.OPEN) return;
    // A client that does not read: let it go (it resumes from its cursor) rather than hold its backlog here.
    if (this.socket.bufferedAmount > maxBufferedBytes) return this.end(liveCloseCodes.goingAway, 'too slow');
    this.socket.send(event.frame);
  }

  private send(frame: LiveServerFrame): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private sendError(error: AppError): void {
    this.send({ type: 'error', error });
  }

  /** One thing at a time per socket: a renewal, a subscription, a re-check. */
  private serially(task: () => Promise<void>): void {
    this.work = this.work.then(task).catch(() => this.end(liveCloseCodes.goingAway, 'internal error'));
  }

  private withinRate(): boolean {
    const now = Date.now();
    this.frames = this.frames.filter((at) => at > now - this.deps.limits.frameWindowMs);
    this.frames.push(now);
    return this.frames.length <= this.deps.limits.maxFrames;
  }

  private cleanUp(): void {
    this.ended = true;
    if (this.cleaned) return;
    this.cleaned = true;
    clearTimeout(this.authTimer);
    clearTimeout(this.expiryTimer);
    for (const topic of this.topics) this.deps.unfollow(this, topic);
    this.topics.clear();
    this.deps.closed(this);
  }
}

function sameAccess(a: Actor, b: Actor): boolean {
  return a.organizationId === b.organizationId && [...a.roles].sort().join() === [...b.roles].sort().join();
}
