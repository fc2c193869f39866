/** Told of a waiting call's place in the queue: 1 is next. */
export type OnPosition = (position: number) => void;

interface Waiting {
  start: () => void;
  onPosition: OnPosition;
}

/**
 * The calls to one model provider (issue 30 §6; decision 0068): at most `limit` at once, the others wait in
 * the order they came and hear their place each time it changes ('En attente : 3'). A call's slot is freed
 * however it ends, answered or failed. One queue per process: the limit is per maestro replica.
 */
export class ProviderQueue {
  private running = 0;
  private readonly waiting: Waiting[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new Error(`A queue needs a limit of 1 or more, not ${limit}.`);
  }

  /** Calls now running, and waiting. */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(call: () => Promise<T>, onPosition: OnPosition = () => undefined): Promise<T> {
    if (this.running >= this.limit) {
      await new Promise<void>((start) => {
        this.waiting.push({ start, onPosition });
        onPosition(this.waiting.length);
      });
    } else {
      this.running++;
    }
    try {
      return await call();
    } finally {
      this.release();
    }
  }

  /** The slot passes to the first waiting call (the count of running calls stays), or is freed. */
  private release(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.running--;
      return;
    }
    next.start();
    this.waiting.forEach((waiting, index) => waiting.onPosition(index + 1));
  }
}
