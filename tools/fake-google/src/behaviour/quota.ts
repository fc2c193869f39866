import { compilePathPattern, type PathMatcher } from '../http/path-pattern.js';

export interface QuotaSettings {
  /** Requests allowed per token in one window. */
  limit: number;
  windowMs: number;
  /** Which paths count; the Classroom API (`/v1/courses**`) when absent. */
  path?: string;
}

export type QuotaVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Window {
  startedAt: number;
  count: number;
}

/** A fixed window per bearer token, like Google's per-user-per-minute quotas. */
export class Quota {
  private settings: QuotaSettings | undefined;
  private matcher: PathMatcher | undefined;
  private readonly windows = new Map<string, Window>();

  set(settings: QuotaSettings): void {
    this.settings = settings;
    this.matcher = compilePathPattern(settings.path ?? '/v1/courses**');
    this.windows.clear();
  }

  clear(): void {
    this.settings = undefined;
    this.matcher = undefined;
    this.windows.clear();
  }

  check(token: string | undefined, method: string, path: string, now = Date.now()): QuotaVerdict {
    const { settings, matcher } = this;
    if (!settings || !matcher || token === undefined || !matcher.matches(method, path))
      return { allowed: true };
    let window = this.windows.get(token);
    if (!window || now - window.startedAt >= settings.windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(token, window);
    }
    window.count += 1;
    if (window.count <= settings.limit) return { allowed: true };
    const retryAfterSeconds = Math.max(1, Math.ceil((window.startedAt + settings.windowMs - now) / 1000));
    return { allowed: false, retryAfterSeconds };
  }
}
