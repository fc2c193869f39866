import type { Measurement } from '../measurement.js';
import { cpuMeter, listeningPid, perRequest, type Components } from '../groups/cpu.js';
import { describeStatus, load, loadSettings, warmUp, type Load } from '../groups/load.js';
import { openLoop } from '../groups/open-loop.js';
import { alternatedPairs, describeSpread, median, medianPair, pairSettings } from '../compare/pairs.js';

/** The processes whose CPU a homework read uses, by port or name. */
export function homeworkComponents(apiUrl: string, barePid: number): Components {
  const byPort = (port: number) => {
    const pid = listeningPid(port);
    return (p: number) => p === pid;
  };
  return {
    gateway: byPort(Number(new URL(apiUrl).port || 80)),
    homework: byPort(Number(process.env.HOMEWORK_HTTP_PORT ?? 8083)),
    groups: byPort(Number(process.env.GROUPS_HTTP_PORT ?? 8082)),
    identity: byPort(Number(process.env.IDENTITY_HTTP_PORT ?? 8081)),
    'bare server': (pid) => pid === barePid,
    'nats-server': (_, comm) => comm === 'nats-server',
    postgres: (_, comm) => comm === 'postgres',
    redis: (_, comm) => comm === 'redis-server',
    autocannon: (pid) => pid === process.pid,
  };
}

/** Only answers that carry the data count: a 504 (the gateway gave up waiting) is not throughput. */
const served = (r: Load) => r.requestsPerSecond * (r.total > 0 ? (r.total - r.non2xx) / r.total : 0);

async function measured(url: string, headers: Record<string, string>, parts: Components) {
  await warmUp(url, headers);
  const stop = cpuMeter(parts);
  const result = await load(url, headers);
  return { result, cpu: perRequest(stop(), result.total) };
}

export interface Comparison {
  bench: string;
  /** What one reply holds, for the notes. */
  reply: string;
  oursUrl: string;
  bareUrl: string;
  /** A token taken just before our runs (the provider's access tokens last minutes). */
  bearer: () => Promise<string>;
  parts: Components;
  log: (message: string) => void;
}

/**
 * Our path against the bare one on the same read: each saturated under autocannon in alternated pairs
 * (median and range), then both at a fixed rate (a share of bare's saturated throughput, latency counted
 * from when each request was due), since at saturation latency is only queueing. Budgets: ≥ 60 % of the
 * bare throughput, p99 ≤ 50 ms at the rate.
 */
export async function compare(c: Comparison): Promise<Measurement[]> {
  const { connections, seconds, fixedRateSeconds } = loadSettings;
  const pairs = await alternatedPairs(
    () => measured(c.bareUrl, {}, c.parts),
    async () => measured(c.oursUrl, { authorization: `Bearer ${await c.bearer()}` }, c.parts),
    (run) => served(run.result),
    c.log,
  );
  const { bare, ours } = medianPair(pairs);
  const bareRates = pairs.map((pair) => served(pair.bare.result));
  const oursRates = pairs.map((pair) => served(pair.ours.result));
  const ratios = pairs.map((pair) => pair.ratio);
  const auth = { authorization: `Bearer ${await c.bearer()}` };
  const rate = Math.max(1, Math.floor(median(bareRates) * pairSettings.fixedRateShare));
  c.log(`  both at a fixed ${rate} req/s…`);
  const bareAtRate = await openLoop(c.bareUrl, {}, rate, fixedRateSeconds, connections);
  const oursAtRate = await openLoop(c.oursUrl, auth, rate, fixedRateSeconds, connections);

  const lat = (r: Load) => `p50 ${r.p50} ms, p99 ${r.p99} ms`;
  const row = (
    metric: string,
    value: number,
    unit: Measurement['unit'],
    note: string,
    budget?: Measurement['budget'],
  ) => ({ bench: c.bench, metric, value, unit, note, ...(budget ? { budget } : {}) }) satisfies Measurement;
  return [
    row(
      'bare Fastify + pg',
      median(bareRates),
      'req/s',
      `median, ${describeSpread(bareRates)}; ${c.reply}; median pair's run: ${lat(bare.result)}; ${describeStatus(bare.result)}; CPU ms/req: ${bare.cpu}`,
    ),
    row(
      'gateway → NATS → homework → PostgreSQL',
      median(oursRates),
      'req/s',
      `median, ${describeSpread(oursRates)}; ${connections} connections, ${seconds} s; median pair's run: ${lat(ours.result)}; ${describeStatus(ours.result)}; CPU ms/req: ${ours.cpu}`,
    ),
    row(
      'ours / bare throughput',
      median(ratios),
      '%',
      `2xx answers only; median of ${pairs.length} alternated pairs, worst pair ${Math.min(...ratios).toFixed(0)} % (${describeSpread(ratios)}); same SQL, same rows, same machine`,
      { limit: 60, kind: 'min' },
    ),
    row(
      'ours p99 latency (saturated)',
      ours.result.p99,
      'ms',
      `queueing at ${connections} in flight; bare p99 ${bare.result.p99} ms`,
    ),
    row(
      `ours p99 latency at a fixed ${rate} req/s`,
      Number(oursAtRate.p99.toFixed(1)),
      'ms',
      `${pairSettings.fixedRateShare * 100} % of bare's saturated throughput (median), sent evenly for ${fixedRateSeconds} s over at most ${connections} connections, latency counted from when each request was due; ours p50 ${oursAtRate.p50.toFixed(1)} ms, ${oursAtRate.count} requests, ${oursAtRate.errors} failed; bare at the same rate: p50 ${bareAtRate.p50.toFixed(1)} ms, p99 ${bareAtRate.p99.toFixed(1)} ms, ${bareAtRate.errors} failed`,
      { limit: 50, kind: 'max' },
    ),
  ];
}
