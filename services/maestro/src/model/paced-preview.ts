import { performance } from 'node:perf_hooks';

/**
 * The streamed preview worked out at most once every `intervalMs` (decision 0068): the SDK hands on a partial
 * object for each piece the model writes, hundreds an answer and often a burst at once when a busy process reads
 * what queued up, while a page needs a few updates a second. The first partial is handed on at once; later
 * ones wait until the interval has passed since the last, and then only the latest counts (each partial holds
 * everything before it). `flush()` hands on what is pending now (the answer ended); `cancel()` drops it (the
 * answer is asked again). 0: every partial at once, as it comes.
 */
export class PacedPreview {
  private latest: unknown = undefined;
  private pending = false;
  private last = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly intervalMs: number,
    private readonly emit: (partial: unknown) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  push(partial: unknown): void {
    this.latest = partial;
    this.pending = true;
    if (this.timer) return;
    const wait = this.last + this.intervalMs - this.now();
    if (wait <= 0) return this.flush();
    this.timer = setTimeout(() => this.flush(), wait);
    // A preview never keeps the process alive.
    this.timer.unref();
  }

  flush(): void {
    this.stopTimer();
    if (!this.pending) return;
    this.pending = false;
    this.last = this.now();
    this.emit(this.latest);
  }

  cancel(): void {
    this.stopTimer();
    this.pending = false;
    this.latest = undefined;
  }

  private stopTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
