/** Counts work in progress so that shutdown can wait for it instead of cutting it off. */
export class InFlight {
  private count = 0;
  private waiters: Array<() => void> = [];

  async track<T>(work: () => Promise<T>): Promise<T> {
    this.count += 1;
    try {
      return await work();
    } finally {
      this.count -= 1;
      if (this.count === 0) this.waiters.splice(0).forEach((resolve) => resolve());
    }
  }

  get size(): number {
    return this.count;
  }

  /** Resolves when nothing is in progress, or after `maxMs`, whichever comes first. */
  idle(maxMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, maxMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

/** The process's request handlers (one per process, like the NATS connection they serve). */
export const requestsInFlight = new InFlight();
