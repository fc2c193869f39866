import type { Actor, AppError, LiveTopic } from '@crescendo/contracts';
import { appError } from '@crescendo/service-kit';
import type { LiveAccess } from './live-access.js';

export interface SocketAccessLimits {
  /** How long a granted topic is taken as granted again without asking groups (when no event said otherwise). */
  accessCacheMs: number;
  /** Topics a socket may have checked by groups at once (its budget's size)… */
  topicChecks: number;
  /** …and the time the budget takes to fill again from empty. */
  topicChecksWindowMs: number;
}

/**
 * One socket's view of `LiveAccess` (issue 34.7): the topics it was granted are remembered for a short time,
 * so a page that unsubscribes and subscribes again, or reconnects its topics, does not ask groups each time;
 * every question that does reach groups spends the socket's budget (a bucket of `topicChecks` that fills
 * again over `topicChecksWindowMs`), so one socket cannot have groups asked thousands of times a minute. A
 * user's own topic costs nothing (decided here). Refusals are not remembered: a student who joins a group
 * follows it at once, and asking again is what the budget is for. The revocations' events drop what they
 * concern (`forget`); a re-check (`fresh`) always asks groups, outside the budget (the server asked for it).
 */
export class SocketAccess {
  private readonly granted = new Map<LiveTopic, number>();
  private readonly joined = new Map<LiveTopic, { from: number; until: number }>();
  private tokens: number;
  private filledAt: number;

  constructor(
    private readonly access: LiveAccess,
    private readonly limits: SocketAccessLimits,
    private readonly clock: () => number = Date.now,
  ) {
    this.tokens = limits.topicChecks;
    this.filledAt = clock();
  }

  /** Null when the actor may follow `topic`; its refusal otherwise (RATE_LIMITED past the budget). */
  async check(actor: Actor, topic: LiveTopic, { fresh = false } = {}): Promise<AppError | null> {
    const now = this.clock();
    if (!fresh && (this.granted.get(topic) ?? 0) > now) return null;
    if (!fresh && topic.startsWith('group:') && !this.take(now)) return this.overBudget();
    const error = await this.access.check(actor, topic);
    if (error) this.forget(topic);
    else this.granted.set(topic, this.clock() + this.limits.accessCacheMs);
    return error;
  }

  /** From when the actor may replay `topic` (`LiveAccess.replayFrom`), remembered as the grant is. */
  async replayFrom(actor: Actor, topic: LiveTopic): Promise<number> {
    const known = this.joined.get(topic);
    if (known && known.until > this.clock()) return known.from;
    const from = await this.access.replayFrom(actor, topic);
    this.joined.set(topic, { from, until: this.clock() + this.limits.accessCacheMs });
    return from;
  }

  /** What was remembered of `topic` (or of every topic) no longer holds. */
  forget(topic?: LiveTopic): void {
    if (topic === undefined) {
      this.granted.clear();
      this.joined.clear();
      return;
    }
    this.granted.delete(topic);
    this.joined.delete(topic);
  }

  private take(now: number): boolean {
    const { topicChecks, topicChecksWindowMs } = this.limits;
    this.tokens = Math.min(
      topicChecks,
      this.tokens + ((now - this.filledAt) * topicChecks) / topicChecksWindowMs,
    );
    this.filledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** RATE_LIMITED, with the time until the budget holds one question again. */
  private overBudget(): AppError {
    const { topicChecks, topicChecksWindowMs } = this.limits;
    const waitMs = ((1 - this.tokens) * topicChecksWindowMs) / topicChecks;
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return appError('RATE_LIMITED', 'live.tooManyChecks', {
      params: { seconds },
      retryAfterSeconds: seconds,
    });
  }
}
