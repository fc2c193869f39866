import type { Benchmark, BenchContext, Measurement } from '../measurement.js';
import { startGroupsReplica } from '../groups/groups-replica.js';
import { describeStatus, load, loadSettings, warmUp } from '../groups/load.js';
import { accessToken } from '../groups/oidc-client.js';
import { api, ensureBenchGroups } from '../groups/teacher-fixture.js';

const bench = 'groups-scale-out';
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/crescendo';

/**
 * Issue 9 §7: `GET /api/v1/groups` with two replicas of groups behind the one gateway (the second started
 * here, in the same NATS queue group); then the same load again, and halfway through it the second replica
 * is stopped with SIGTERM. Every request must be answered 2xx: none lost while it drains. (That none is
 * answered twice is proven on writes by libs/service-kit/test/scale-out.spec.ts: one row per request.)
 */
export const groupsScaleOut: Benchmark = {
  name: bench,
  description: `GET /api/v1/groups with two groups replicas, then one stopped with SIGTERM under load (autocannon, ${loadSettings.connections} connections, ${loadSettings.seconds} s each)`,
  needsPlatform: true,
  async run({ baseUrl, repoRoot, log }: BenchContext): Promise<Measurement[]> {
    const token = await accessToken(baseUrl, 'prof@demo.crescendo.ca', 'crescendo-demo');
    await ensureBenchGroups(api(baseUrl, token));
    const url = `${baseUrl}/api/v1/groups`;
    const headers = { authorization: `Bearer ${token}` };
    const replica = await startGroupsReplica(repoRoot, databaseUrl);
    log('  two replicas of groups…');
    await warmUp(url, headers);
    const both = await load(url, headers);
    log('  two replicas, the second stopped with SIGTERM halfway…');
    const halfway = setTimeout(() => void replica.terminate(), (loadSettings.seconds * 1000) / 2);
    const during = await load(url, headers);
    clearTimeout(halfway);
    const exitCode = await replica.terminate();
    const failed = during.non2xx + during.errors;
    const row = (
      metric: string,
      value: number,
      unit: Measurement['unit'],
      note: string,
      budget?: Measurement['budget'],
    ) => ({ bench, metric, value, unit, note, ...(budget ? { budget } : {}) }) satisfies Measurement;
    return [
      row(
        'two replicas of groups',
        both.requestsPerSecond,
        'req/s',
        `p50 ${both.p50} ms, p99 ${both.p99} ms; ${describeStatus(both)}`,
      ),
      row(
        'requests failed while a replica stops (SIGTERM)',
        failed,
        'requests',
        `${describeStatus(during)}; ${during.requestsPerSecond} req/s, p99 ${during.p99} ms; the stopped replica exited with ${exitCode}`,
        { limit: 0, kind: 'max' },
      ),
    ];
  },
};
