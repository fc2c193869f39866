import { compilePathPattern, type PathMatcher } from '../http/path-pattern.js';

export interface LatencyRule {
  /** Path pattern (`*` one segment, `**` anything). */
  path: string;
  method?: string;
  ms: number;
}

export interface LatencySettings {
  /** Added to every request no rule matches. */
  fixedMs?: number;
  /** Up to this many extra ms, uniformly drawn, on every delayed request. */
  jitterMs?: number;
  /** The first matching rule replaces `fixedMs`. */
  rules?: LatencyRule[];
}

export class Latency {
  private fixedMs = 0;
  private jitterMs = 0;
  private rules: Array<{ matcher: PathMatcher; ms: number }> = [];

  set(settings: LatencySettings): void {
    this.fixedMs = settings.fixedMs ?? 0;
    this.jitterMs = settings.jitterMs ?? 0;
    this.rules = (settings.rules ?? []).map((r) => ({
      matcher: compilePathPattern(r.path, r.method),
      ms: r.ms,
    }));
  }

  clear(): void {
    this.set({});
  }

  delayFor(method: string, path: string): number {
    const rule = this.rules.find((r) => r.matcher.matches(method, path));
    const base = rule ? rule.ms : this.fixedMs;
    return base > 0 || this.jitterMs > 0 ? base + Math.random() * this.jitterMs : 0;
  }
}
