import autocannon from 'autocannon';
import { withBrowserEncodings } from '../compare/compression.js';

export interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

export const loadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 100),
  seconds: Number(process.env.BENCH_DURATION_S ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_S ?? 2),
  /** The fixed-rate runs: long enough that their p99 is not one pause's (at 50 req/s, 10 s is 500 requests). */
  fixedRateSeconds: Number(process.env.BENCH_FIXED_RATE_S ?? 30),
};

/** Not counted: lets the JIT, the pools and the caches settle at the measured concurrency. */
export async function warmUp(url: string, headers: Record<string, string> = {}): Promise<void> {
  const { connections, warmupSeconds } = loadSettings;
  if (warmupSeconds > 0)
    await autocannon({ url, connections, duration: warmupSeconds, headers: withBrowserEncodings(headers) });
}

export async function load(
  url: string,
  headers: Record<string, string> = {},
  seconds = loadSettings.seconds,
) {
  const result = await autocannon({
    url,
    connections: loadSettings.connections,
    duration: seconds,
    headers: withBrowserEncodings(headers),
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
  );
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes,
  } satisfies Load;
}

export function describeStatus(load: Load): string {
  const codes = Object.entries(load.statusCodes)
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');
  return `${load.total} requests (${codes || 'none'}), ${load.non2xx} non-2xx, ${load.errors} errors`;
}

/**
 * A throughput figure is only the path's when the path served the load: a run the rate limit or an error
 * answered measures the refusals (a 429 costs far less than a list). More than one failure in a thousand
 * stops the benchmark rather than print such a figure.
 */
export function requireServed(what: string, load: Load): Load {
  const failed = load.non2xx + load.errors;
  if (failed > load.total / 1000)
    throw new Error(
      `${what}: ${failed} of ${load.total} requests not served (${describeStatus(load)}): no figure`,
    );
  return load;
}
