/**
 * Bare and ours measured in alternated pairs (issue 33 §2): one run each says little on a shared machine,
 * where a neighbour's burst lands on whichever side runs then. Each pair runs both back to back, the order
 * swapped every other pair so a slow drift (a warming cache, a neighbour starting) weighs on both sides
 * alike; the figure is the median of the pairs, printed with its range.
 */
export const pairSettings = {
  pairs: Math.max(1, Number(process.env.BENCH_PAIRS ?? 5)),
  /** The fixed-rate runs' load, as a share of the BARE path's saturated throughput (never ours: a slower build must not get an easier latency test). */
  fixedRateShare: Number(process.env.BENCH_FIXED_RATE_SHARE ?? 0.4),
};

export interface Pair<R> {
  bare: R;
  ours: R;
  /** ours ÷ bare throughput, in %. */
  ratio: number;
}

export async function alternatedPairs<R>(
  runBare: () => Promise<R>,
  runOurs: () => Promise<R>,
  throughput: (run: R) => number,
  log: (message: string) => void,
  pairs = pairSettings.pairs,
): Promise<Pair<R>[]> {
  const done: Pair<R>[] = [];
  for (let i = 0; i < pairs; i += 1) {
    const bareFirst = i % 2 === 0;
    log(`  pair ${i + 1}/${pairs}: ${bareFirst ? 'bare, then ours' : 'ours, then bare'}…`);
    let bare: R;
    let ours: R;
    if (bareFirst) {
      bare = await runBare();
      ours = await runOurs();
    } else {
      ours = await runOurs();
      bare = await runBare();
    }
    done.push({ bare, ours, ratio: (100 * throughput(ours)) / throughput(bare) });
  }
  return done;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The pair whose ratio is the median's (the lower middle one for an even count): its runs give the notes. */
export function medianPair<R>(pairs: readonly Pair<R>[]): Pair<R> {
  const sorted = [...pairs].sort((a, b) => a.ratio - b.ratio);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** "median 1 234 (range 1 100–1 300, 5 runs)". */
export function describeSpread(values: readonly number[], digits = 0): string {
  const f = (v: number) => v.toFixed(digits);
  return `range ${f(Math.min(...values))}–${f(Math.max(...values))} over ${values.length} alternated runs`;
}
