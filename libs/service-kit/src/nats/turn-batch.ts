/**
 * Work held until the end of the event loop's turn (the `check` phase), then run together. What it is for:
 * nats.js writes to its socket once per microtask burst, so requests (or replies) started by different
 * callbacks of one turn — one per HTTP request, one per PostgreSQL answer — would each cost a socket write,
 * a wake-up of the NATS server and one of the process on the other side. Run together they leave in one
 * write (docs/decisions/0037-nats-writes-per-turn.md). The delay is the rest of the current turn.
 */
export class TurnBatch {
  private pending: Array<() => void> = [];

  constructor(private readonly onError: (error: unknown) => void = () => undefined) {}

  defer(work: () => void): void {
    if (this.pending.push(work) === 1) setImmediate(() => this.flush());
  }

  /** Runs what waits now (a shutdown does so before it drains the connection). */
  flush(): void {
    const works = this.pending;
    if (works.length === 0) return;
    this.pending = [];
    for (const work of works) {
      try {
        work();
      } catch (error) {
        this.onError(error);
      }
    }
  }

  get size(): number {
    return this.pending.length;
  }
}
