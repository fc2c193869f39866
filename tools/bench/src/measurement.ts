/** One figure of a benchmark, with the budget it is reported against (if any). */
export interface Measurement {
  bench: string;
  metric: string;
  value: number;
  unit: 'KB gz' | 'KB' | 'MB' | 'ms' | 'req/s' | 'msg/s' | 'ratio' | '%' | 'µs' | 'requests';
  /** Upper bound (sizes, times) or lower bound (throughput, ratios) the product promises. */
  budget?: { limit: number; kind: 'max' | 'min' };
  note?: string;
}

export interface Benchmark {
  name: string;
  description: string;
  /** Needs the whole platform running (the runner starts it when absent). */
  needsPlatform: boolean;
  run(context: BenchContext): Promise<Measurement[]>;
}

export interface BenchContext {
  baseUrl: string;
  repoRoot: string;
  /** True when the runner started the platform itself (with the bench's environment, e.g. no rate limit). */
  platformStartedHere: boolean;
  log(message: string): void;
}

export function withinBudget(m: Measurement): boolean | null {
  if (!m.budget) return null;
  return m.budget.kind === 'max' ? m.value <= m.budget.limit : m.value >= m.budget.limit;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
