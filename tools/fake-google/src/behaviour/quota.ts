import { compilePathPattern, type PathMatcher } from '../http/path-pattern.js';

/**
 * Google's two Classroom quotas: per user ('Requests per minute per user', every token of one account
 * counts) and per OAuth client (the project's 'Requests per minute', every user of the client counts).
 */
export type QuotaScope = 'user' | 'client';

export interface QuotaSettings {
  /** Requests allowed per user (or per client) in one window. */
  limit: number;
  windowMs: number;
  /** Which paths count; the Classroom API (`/v1/courses**`) when absent. */
  path?: string;
  /** `user` (the default) or `client`. Each scope has its own quota; setting one keeps the other. */
  per?: QuotaScope;
}

export type QuotaVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; per: QuotaScope };

export interface QuotaCaller {
  userId: string;
  clientId: string;
}

interface Window {
  startedAt: number;
  count: number;
}

class ScopedQuota {
  private readonly matcher: PathMatcher;
  private readonly windows = new Map<string, Window>();

  constructor(readonly settings: QuotaSettings) {
    this.matcher = compilePathPattern(settings.path ?? '/v1/courses**');
  }

  applies(method: string, path: string): boolean {
    return this.matcher.matches(method, path);
  }

  /** Counts the request in its key's fixed window; the seconds until that window ends when over the limit. */
  take(key: string, now: number): number | undefined {
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.settings.windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.settings.limit) return undefined;
    return Math.max(1, Math.ceil((window.startedAt + this.settings.windowMs - now) / 1000));
  }
}

/** Fixed windows per Google account and per OAuth client, as Google's per-minute quotas. */
export class Quota {
  private readonly scoped = new Map<QuotaScope, ScopedQuota>();

  set(settings: QuotaSettings): void {
    this.scoped.set(settings.per ?? 'user', new ScopedQuota(settings));
  }

  clear(): void {
    this.scoped.clear();
  }

  /** A request refused by the client's quota counts against it, like one the user's quota refuses. */
  check(caller: QuotaCaller | undefined, method: string, path: string, now = Date.now()): QuotaVerdict {
    if (!caller) return { allowed: true };
    for (const per of ['client', 'user'] as const) {
      const quota = this.scoped.get(per);
      if (!quota?.applies(method, path)) continue;
      const retryAfterSeconds = quota.take(per === 'user' ? caller.userId : caller.clientId, now);
      if (retryAfterSeconds !== undefined) return { allowed: false, retryAfterSeconds, per };
    }
    return { allowed: true };
  }
}
