import type { Benchmark, BenchContext, Measurement } from '../measurement.js';
import { startBareServer } from '../groups/bare-process.js';
import { cpuMeter, listeningPid, perRequest, type Components } from '../groups/cpu.js';
import { describeStatus, load, loadSettings, requireServed, warmUp, type Load } from '../groups/load.js';
import { groupsOverNats, natsEcho, withNats } from '../groups/nats-probes.js';
import type { LoopResult } from '../groups/closed-loop.js';
import { openLoop } from '../groups/open-loop.js';
import { accessToken } from '../groups/oidc-client.js';
import {
  api,
  ensureBenchGroups,
  hideWideGroups,
  showWideList,
  teacherActor,
  type ListReply,
} from '../groups/teacher-fixture.js';
import { zodParseCost } from '../groups/zod-probe.js';
import { signedActorCost } from '../groups/actor-probe.js';
import {
  alternatedPairs,
  describeSpread,
  median,
  medianPair,
  pairSettings,
  type Pair,
} from '../compare/pairs.js';

const probeSeconds = Number(process.env.BENCH_PROBE_S ?? 5);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/crescendo';
/**
 * Where the load goes; BENCH_URL by default. Another gateway instance of the same platform (same
 * issuer, NATS, database) can be named here, e.g. one with its own rate limit beside a running platform.
 */
const apiUrlOf = (baseUrl: string) => process.env.BENCH_API_URL ?? baseUrl;

function components(baseUrl: string, barePid: number): Components {
  const byPort = (port: number) => {
    const pid = listeningPid(port);
    return (p: number) => p === pid;
  };
  return {
    gateway: byPort(Number(new URL(baseUrl).port || 80)),
    groups: byPort(Number(process.env.GROUPS_HTTP_PORT ?? 8082)),
    identity: byPort(Number(process.env.IDENTITY_HTTP_PORT ?? 8081)),
    'bare server': (pid) => pid === barePid,
    'nats-server': (_, comm) => comm === 'nats-server',
    postgres: (_, comm) => comm === 'postgres',
    redis: (_, comm) => comm === 'redis-server',
    autocannon: (pid) => pid === process.pid,
  };
}

async function measured(url: string, headers: Record<string, string>, parts: Components, seconds?: number) {
  await warmUp(url, headers);
  const stop = cpuMeter(parts);
  const result = requireServed(url, await load(url, headers, seconds));
  return { result, cpu: perRequest(stop(), result.total) };
}

const sameIds = (a: ListReply, b: ListReply) =>
  a.groups.map((g) => g.id).join() === b.groups.map((g) => g.id).join();

/**
 * `rows`: the list's length for the wide variant (issue 9 §6: the same targets on 200-row replies), made
 * of the teacher's groups and the wide list's, archived again at the end; without it, the bench groups.
 */
function groupsListBenchmark(bench: string, rows?: number): Benchmark {
  return {
    name: bench,
    description: `GET /api/v1/groups for a teacher${rows ? ` with ${rows} groups` : ''} through the platform vs bare Fastify + pg (autocannon, ${loadSettings.connections} connections, ${loadSettings.seconds} s)`,
    needsPlatform: true,
    async run({ baseUrl, repoRoot, platformStartedHere, log }: BenchContext) {
      const apiUrl = apiUrlOf(baseUrl);
      if (apiUrl !== baseUrl) log(`  signing in through ${baseUrl}, load on the gateway at ${apiUrl}`);
      const call = api(apiUrl, await accessToken(baseUrl, 'prof@demo.crescendo.ca', 'crescendo-demo'));
      const actor = await teacherActor(call);
      const ours = rows ? await showWideList(call, rows) : await ensureBenchGroups(call);
      log(`  teacher ${actor.userId}: ${ours.groups.length} groups in the list`);

      const bare = await startBareServer(repoRoot, {
        DATABASE_URL: databaseUrl,
        TEACHER_ID: actor.userId,
        ORGANIZATION_ID: actor.organizationId,
      });
      try {
        const bareUrl = `${bare.url}/api/v1/groups`;
        const bareReply = (await (await fetch(bareUrl)).json()) as ListReply;
        if (!sameIds(ours, bareReply)) {
          throw new Error(
            `the bare server (${databaseUrl}) lists ${bareReply.groups.length} groups, the platform ${ours.groups.length}: not the same data`,
          );
        }
        const parts = components(apiUrl, bare.pid);
        // A token taken just before each run outlives it (the provider's access tokens last minutes).
        const bearer = async () => ({
          authorization: `Bearer ${await accessToken(baseUrl, 'prof@demo.crescendo.ca', 'crescendo-demo')}`,
        });
        const pairs = await alternatedPairs(
          () => measured(bareUrl, {}, parts),
          async () => measured(`${apiUrl}/api/v1/groups`, await bearer(), parts),
          (run) => run.result.requestsPerSecond,
          log,
        );
        const auth = await bearer();
        // Latency at saturation is queueing (Little's law: 100 in flight / throughput); the same paths at
        // a fixed rate both can hold say what a request costs when the servers keep up. The rate is bare's
        // (issue 33 §2): a slower build of ours must not get an easier latency test.
        const bareCapacity = median(pairs.map((pair) => pair.bare.result.requestsPerSecond));
        const rate = Math.max(1, Math.floor(bareCapacity * pairSettings.fixedRateShare));
        log(`  both at a fixed ${rate} req/s…`);
        const { fixedRateSeconds, connections } = loadSettings;
        const bareAtRate = await openLoop(bareUrl, {}, rate, fixedRateSeconds, connections);
        const oursAtRate = await openLoop(
          `${apiUrl}/api/v1/groups`,
          auth,
          rate,
          fixedRateSeconds,
          connections,
        );
        log('  probes: gateway alone (/api/v1/me), groups over NATS, NATS echo, validation…');
        const meRun = await measured(`${apiUrl}/api/v1/me`, auth, parts, probeSeconds);
        const replyBytes = Buffer.byteLength(JSON.stringify({ ok: true, data: ours }));
        const { direct, directCpu, echo } = await withNats(repoRoot, actor, async (probes) => {
          const stop = cpuMeter(parts);
          const directRun = await groupsOverNats(probes, loadSettings.connections, probeSeconds);
          const cpu = perRequest(stop(), directRun.count);
          return {
            direct: directRun,
            directCpu: cpu,
            echo: await natsEcho(probes.echo, replyBytes, loadSettings.connections, probeSeconds),
          };
        });
        const zod = await zodParseCost(ours);
        const signedActor = await signedActorCost();
        const rateLimitKnown = platformStartedHere || apiUrl !== baseUrl;
        return figures(
          bench,
          ours.groups.length,
          rateLimitKnown,
          pairs,
          meRun,
          {
            rate,
            bare: bareAtRate,
            ours: oursAtRate,
          },
          {
            direct,
            directCpu,
            echo,
            zod,
            signedActor,
            replyBytes,
          },
        );
      } finally {
        await bare.stop();
        if (rows) await hideWideGroups(call);
      }
    },
  };
}

export const groupsListThroughput = groupsListBenchmark('groups-list-throughput');
export const groupsList200Rows = groupsListBenchmark('groups-list-200-rows', 200);

type Probes = {
  direct: Awaited<ReturnType<typeof groupsOverNats>>;
  directCpu: string;
  echo: Awaited<ReturnType<typeof natsEcho>>;
  zod: Awaited<ReturnType<typeof zodParseCost>>;
  signedActor: Awaited<ReturnType<typeof signedActorCost>>;
  replyBytes: number;
};
type Run = { result: Load; cpu: string };
type FixedRate = { rate: number; bare: LoopResult; ours: LoopResult };

function figures(
  bench: string,
  groupCount: number,
  /** The gateway under load was started with the bench's rate limit (by the runner or by hand). */
  startedHere: boolean,
  pairs: Pair<Run>[],
  me: Run,
  fixed: FixedRate,
  probes: Probes,
): Measurement[] {
  // The notes' latencies and CPU are the median pair's; the throughputs are medians with their range.
  const { bare, ours } = medianPair(pairs);
  const bareRates = pairs.map((pair) => pair.bare.result.requestsPerSecond);
  const oursRates = pairs.map((pair) => pair.ours.result.requestsPerSecond);
  const ratios = pairs.map((pair) => pair.ratio);
  const ratio = median(ratios);
  const limit = `${startedHere ? 'gateway started for the bench with a high rate limit' : 'gateway already running, its own rate limit'}: ${ours.result.statusCodes['429'] ?? 0} × 429`;
  const lat = (r: Load) => `p50 ${r.p50} ms, p99 ${r.p99} ms`;
  const row = (
    metric: string,
    value: number,
    unit: Measurement['unit'],
    note: string,
    budget?: Measurement['budget'],
  ) => ({ bench, metric, value, unit, note, ...(budget ? { budget } : {}) }) satisfies Measurement;
  const { zod, echo, direct, signedActor } = probes;
  // What the request path runs today: the groups handler's reply check only. The gateway passes the
  // reply's bytes on (decision 0022): it no longer parses the envelope nor checks the HTTP reply.
  const zodTotal = zod.handler;
  return [
    row(
      'bare Fastify + pg',
      median(bareRates),
      'req/s',
      `median, ${describeSpread(bareRates)}; ${groupCount} groups/reply; median pair's run: ${lat(bare.result)}; ${describeStatus(bare.result)}; CPU ms/req: ${bare.cpu}`,
    ),
    row(
      'gateway → NATS → groups → PostgreSQL',
      median(oursRates),
      'req/s',
      `median, ${describeSpread(oursRates)}; median pair's run: ${lat(ours.result)}; ${describeStatus(ours.result)}; ${limit}; CPU ms/req: ${ours.cpu}`,
    ),
    row(
      'ours / bare throughput',
      ratio,
      '%',
      `median of ${pairs.length} alternated pairs, worst pair ${Math.min(...ratios).toFixed(0)} % (${describeSpread(ratios)}); same SQL, same rows, same machine`,
      { limit: 60, kind: 'min' },
    ),
    row('ours p50 latency', ours.result.p50, 'ms', `bare p50 ${bare.result.p50} ms`),
    // No budget here: at 100 saturating connections a request waits 100 ÷ throughput on average (Little's law),
    // already near 50 ms for the bare server. The budget (issue 9 §6) is the fixed-rate p99 below.
    row(
      'ours p99 latency (saturated)',
      ours.result.p99,
      'ms',
      `queueing at ${loadSettings.connections} in flight; bare p99 ${bare.result.p99} ms`,
    ),
    row(
      `ours p99 latency at a fixed ${fixed.rate} req/s`,
      Number(fixed.ours.p99.toFixed(1)),
      'ms',
      `${pairSettings.fixedRateShare * 100} % of bare's saturated throughput (median), sent evenly for ${loadSettings.fixedRateSeconds} s over at most ${loadSettings.connections} connections, latency counted from when each request was due; ours p50 ${fixed.ours.p50.toFixed(1)} ms, ${fixed.ours.count} requests, ${fixed.ours.errors} failed; bare at the same rate: p50 ${fixed.bare.p50.toFixed(1)} ms, p99 ${fixed.bare.p99.toFixed(1)} ms`,
      { limit: 50, kind: 'max' },
    ),
    row(
      'probe: gateway alone (GET /api/v1/me)',
      me.result.requestsPerSecond,
      'req/s',
      `JWT check + cached actor + rate limit, no NATS; ${lat(me.result)}; ${describeStatus(me.result)}; CPU ms/req: ${me.cpu}`,
    ),
    row(
      'probe: groups over NATS, no gateway',
      direct.perSecond,
      'req/s',
      `groups.group.list in Nest's packet format, ${loadSettings.connections} in flight; p50 ${direct.p50.toFixed(1)} ms, p99 ${direct.p99.toFixed(1)} ms; ${direct.errors} failed; CPU ms/req: ${probes.directCpu}`,
    ),
    row(
      'probe: NATS echo, shared reply inbox',
      echo.shared.perSecond,
      'req/s',
      `${probes.replyBytes} B payload; p50 ${echo.shared.p50.toFixed(1)} ms, p99 ${echo.shared.p99.toFixed(1)} ms`,
    ),
    row(
      'probe: NATS echo, inbox per request (Nest ClientNats)',
      echo.perRequestInbox.perSecond,
      'req/s',
      `subscribe + publish + unsubscribe per request; p50 ${echo.perRequestInbox.p50.toFixed(1)} ms, p99 ${echo.perRequestInbox.p99.toFixed(1)} ms`,
    ),
    row(
      'probe: zod validation per list request',
      zodTotal,
      'µs',
      `groups' reply check; the gateway passes the bytes on (before: its envelope check ${zod.envelope.toFixed(0)} µs, ${zod.envelopeRebuilt.toFixed(0)} when rebuilt per request, and a check of the HTTP reply ${zod.route.toFixed(0)} µs), same ${groupCount}-group reply`,
    ),
    row(
      'probe: signed actor per request',
      Number(signedActor.cached.toFixed(1)),
      'µs',
      `the gateway's sign + the service's check of the same user's actor, both from their caches; ${signedActor.uncached.toFixed(0)} µs when signed and checked every time (Ed25519)`,
    ),
  ];
}
