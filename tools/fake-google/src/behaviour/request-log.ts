import { compilePathPattern } from '../http/path-pattern.js';

export interface LoggedRequest {
  method: string;
  path: string;
  query: string;
  /** 0 when the connection was dropped. */
  status: number;
  dropped: boolean;
  /** ISO time the request arrived. */
  at: string;
  durationMs: number;
}

export interface RequestFilter {
  method?: string;
  /** Path pattern (`*` one segment, `**` anything). */
  path?: string;
}

/** What the fake answered, oldest first; control requests are not logged. */
export class RequestLog {
  private entries: LoggedRequest[] = [];

  constructor(private readonly limit: number) {}

  add(entry: LoggedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > this.limit) this.entries.splice(0, this.entries.length - this.limit);
  }

  list(filter: RequestFilter = {}): LoggedRequest[] {
    const matcher = compilePathPattern(filter.path ?? '**', filter.method);
    return this.entries.filter((e) => matcher.matches(e.method, e.path));
  }

  clear(): void {
    this.entries = [];
  }
}
