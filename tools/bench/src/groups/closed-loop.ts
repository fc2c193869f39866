import { median } from '../measurement.js';

export interface LoopResult {
  perSecond: number;
  p50: number;
  p99: number;
  count: number;
  errors: number;
}

/** `concurrency` callers each calling `call` back to back for `seconds`; latencies in ms. */
export async function closedLoop(
  concurrency: number,
  seconds: number,
  call: () => Promise<boolean>,
): Promise<LoopResult> {
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const ok = await call().catch(() => false);
      latencies.push(performance.now() - t0);
      if (!ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summarise(latencies, (performance.now() - start) / 1000, errors);
}

/** Rate, p50 and p99 of a run's latencies (ms) over `elapsedSeconds`. */
export function summarise(latencies: number[], elapsedSeconds: number, errors: number): LoopResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    perSecond: sorted.length / elapsedSeconds,
    p50: median(sorted),
    p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0,
    count: sorted.length,
    errors,
  };
}
