import { largeBoardAdminEmail, largeSchoolAdminEmail } from '@crescendo/domain/demo';
import type { Benchmark, BenchContext, Measurement } from '../measurement.js';
import { dashboardWalker } from '../board/dashboard-walk.js';
import { fixedRate } from '../board/fixed-rate.js';
import { openLoop } from '../groups/open-loop.js';
import { accessToken } from '../groups/oidc-client.js';
import { demoPassword } from '../homework/fixture.js';

const bench = 'board-overview';
const walkRate = Number(process.env.BENCH_BOARD_RATE ?? 2);
const adminRate = Number(process.env.BENCH_BOARD_ADMIN_RATE ?? 20);
const seconds = Number(process.env.BENCH_FIXED_RATE_S ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const waitSeconds = Number(process.env.BENCH_BOARD_WAIT_S ?? 900);

const ms = (value: number) => Number(value.toFixed(1));

/**
 * Issue 25 §7: the large demo board (`DEMO_BOARD_SCALE=large`: 60 schools, 1 500 teachers, 30 000 students, a
 * school year of practice). (1) Its administrator's whole dashboard — every page of `GET /api/v1/board/dashboard`,
 * one after the other — started at a fixed rate: p99 ≤ 300 ms. (2) School 01's administrator's page (`GET
 * /api/v1/groups`: its 20 groups) at a fixed rate, with as many schools in the database as the platform was
 * started with (`DEMO_BOARD_SCHOOLS`, 1 or 60: run it once with each to compare).
 */
export const boardOverview: Benchmark = {
  name: bench,
  description:
    'the large demo board (DEMO_BOARD_SCALE=large): its whole dashboard at a fixed rate, and one school admin’s groups page',
  needsPlatform: true,
  async run({ baseUrl, log }: BenchContext): Promise<Measurement[]> {
    const boardToken = await accessToken(baseUrl, largeBoardAdminEmail, demoPassword).catch(() => {
      throw new Error(
        `${largeBoardAdminEmail} cannot sign in: start the platform with DEMO_BOARD_SCALE=large (tools/bench/README.md)`,
      );
    });
    const walker = dashboardWalker(baseUrl, boardToken, connections);
    try {
      // The year of practice loads in the background after start: wait until the last school has its week.
      const deadline = Date.now() + waitSeconds * 1000;
      let pages = await walker.walk();
      const loaded = () => {
        const schools = pages?.flatMap((page) => page.schools) ?? [];
        const last = schools[schools.length - 1];
        return last && !last.practiceMinutes.withheld && (last.practiceMinutes.value ?? 0) > 0;
      };
      while (!loaded()) {
        if (Date.now() > deadline)
          throw new Error(`the large board's practice is not there after ${waitSeconds} s`);
        log('  waiting for the large board’s practice (loaded in the background after start)…');
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        pages = await walker.walk();
      }
      const schools = pages!.flatMap((page) => page.schools).length;
      const bytes = Buffer.byteLength(JSON.stringify(pages));
      log(`  ${schools} schools in ${pages!.length} page(s), ${(bytes / 1024).toFixed(0)} KB in all`);
      for (let i = 0; i < 5; i += 1) await walker.walk(); // warm-up, unmeasured

      // The school's page first, on a platform at rest (the dashboard's run leaves work behind it).
      const adminToken = await accessToken(baseUrl, largeSchoolAdminEmail(1), demoPassword);
      const headers = { authorization: `Bearer ${adminToken}` };
      const groupsUrl = `${baseUrl}/api/v1/groups`;
      await openLoop(groupsUrl, headers, adminRate, 2, connections); // warm-up, unmeasured
      const admin = await openLoop(groupsUrl, headers, adminRate, seconds, connections);
      log(`  school 01's admin: p50 ${ms(admin.p50)} ms, p99 ${ms(admin.p99)} ms, ${admin.errors} error(s)`);

      const walk = await fixedRate(walkRate, seconds, async () => (await walker.walk()) !== null);
      log(`  dashboard: p50 ${ms(walk.p50)} ms, p99 ${ms(walk.p99)} ms, ${walk.errors} error(s)`);

      const atRate = (rate: number, count: number, errors: number) =>
        `${rate}/s for ${seconds} s (${count} done, ${errors} failed), latency from when each was due`;
      return [
        {
          bench,
          metric: `whole dashboard p99 (${schools} schools, ${pages!.length} pages)`,
          value: ms(walk.p99),
          unit: 'ms',
          budget: { limit: 300, kind: 'max' },
          note: `every page of GET /api/v1/board/dashboard one after the other, started ${atRate(walkRate, walk.count, walk.errors)}; p50 ${ms(walk.p50)} ms`,
        },
        {
          bench,
          metric: `school 01 admin's groups p99 (${schools} schools in the database)`,
          value: ms(admin.p99),
          unit: 'ms',
          budget: { limit: 50, kind: 'max' },
          note: `GET /api/v1/groups as direction-ecole-01 (20 groups, 500 students), ${atRate(adminRate, admin.count, admin.errors)}; p50 ${ms(admin.p50)} ms`,
        },
      ];
    } finally {
      walker.close();
    }
  },
};
