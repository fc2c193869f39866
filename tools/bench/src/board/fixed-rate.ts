import { summarise, type LoopResult } from '../groups/closed-loop.js';

/**
 * `task` started at a steady `rate` per second for `seconds`, evenly spaced, whatever the previous ones are
 * doing (as `open-loop.ts` sends requests): each latency counts from when the task was due, so a server that
 * falls behind shows in the figures instead of slowing the sender down. A task answers whether it succeeded.
 */
export async function fixedRate(
  rate: number,
  seconds: number,
  task: () => Promise<boolean>,
): Promise<LoopResult> {
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let errors = 0;
  const one = async (due: number) => {
    const ok = await task().catch(() => false);
    if (!ok) errors += 1;
    latencies.push(performance.now() - due);
  };
  const start = performance.now();
  const inFlight: Array<Promise<void>> = [];
  let sent = 0;
  await new Promise<void>((finished) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        inFlight.push(one(start + sent * interval));
        sent += 1;
      }
      if (sent === total) return finished();
      setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  return summarise(latencies, (performance.now() - start) / 1000, errors);
}
