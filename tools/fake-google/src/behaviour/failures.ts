import { compilePathPattern, type PathMatcher } from '../http/path-pattern.js';

export interface FailureSpec {
  /** Path pattern (`*` one segment, `**` anything). */
  path: string;
  method?: string;
  /** How many matching requests fail; 1 when absent. */
  times?: number;
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
      remaining: spec.times ?? 1,
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
    if (!failure) return undefined;
    failure.remaining -= 1;
    this.failures = this.failures.filter((f) => f.remaining > 0);
    return failure;
  }

  clear(): void {
    this.failures = [];
  }
}
