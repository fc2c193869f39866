import { compilePathPattern, type PathMatcher } from '../http/path-pattern.js';

export interface FailureSpec {
  /** Path pattern (`*` one segment, `**` anything). */
  path: string;
  method?: string;
  /** How many matching requests fail; 1 when absent (unlimited with `rate`). */
  times?: number;
  /** The share of matching requests that fail (0–1), drawn at random, until `times` have failed. */
  rate?: number;
  /** Status to answer; 500 when absent. */
  status?: number;
  /** JSON body (or a string sent as text); Google's error body for the status when absent. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Destroy the socket instead of answering. */
  drop?: boolean;
}

export interface InjectedFailure {
  id: number;
  remaining: number;
  rate: number;
  status: number;
  body?: unknown;
  headers: Record<string, string>;
  drop: boolean;
  matcher: PathMatcher;
}

export class Failures {
  private failures: InjectedFailure[] = [];
  private count = 0;

  inject(spec: FailureSpec): { id: number } {
    this.count += 1;
    this.failures.push({
      id: this.count,
      remaining: spec.times ?? (spec.rate === undefined ? 1 : Number.POSITIVE_INFINITY),
      rate: spec.rate ?? 1,
      status: spec.status ?? 500,
      body: spec.body,
      headers: spec.headers ?? {},
      drop: spec.drop ?? false,
      matcher: compilePathPattern(spec.path, spec.method),
    });
    return { id: this.count };
  }

  /** The first pending failure matching the request, consumed by one. */
  take(method: string, path: string): InjectedFailure | undefined {
    const failure = this.failures.find((f) => f.remaining > 0 && f.matcher.matches(method, path));
    if (!failure || (failure.rate < 1 && Math.random() >= failure.rate)) return undefined;
    failure.remaining -= 1;
    this.failures = this.failures.filter((f) => f.remaining > 0);
    return failure;
  }

  clear(): void {
    this.failures = [];
  }
}
