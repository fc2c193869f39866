import { demoAccountId, demoBoard, demoOrganization } from '@crescendo/domain/demo';
import type { Benchmark, BenchContext, Measurement } from '../measurement.js';
import { accessToken } from '../groups/oidc-client.js';
import { apiClient } from '../api-client.js';
import { fixedRate } from '../board/fixed-rate.js';
import { startOwnPlatform } from '../own-platform.js';
import { seedScanLoop } from '../inventory/scan-loop-seed.js';

const bench = 'inventory-scan-loop';
const loans = Number(process.env.BENCH_SCAN_LOANS ?? 1_600);
const scanRate = Number(process.env.BENCH_SCAN_RATE ?? 20);
const schools = Number(process.env.BENCH_SCAN_SCHOOLS ?? 60);
const scoresPerSchool = Number(process.env.BENCH_SCAN_SCORES ?? 1_200);
const searchRate = Number(process.env.BENCH_SCAN_SEARCH_RATE ?? 20);
const seconds = Number(process.env.BENCH_FIXED_RATE_S ?? 30);

/** What a librarian types in the board's catalogue: titles, composers, arrangers, and nothing at all. */
const searches = ['', 'suite', 'holst', 'fennell', 'marche n° 1', 'morlock', 'rhapsodie', 'champagne', 'zzz'];

/**
 * Issue 27 §9: "1 600 loans recorded scan by scan (the August rush of a large school) with p99 per scan ≤ 150 ms
 * at a fixed rate, and search over 60 schools' catalogues p99 ≤ 100 ms". On a platform of its own (the demo, its
 * school holding 400 instruments and 1 200 scores) with `loans` more instruments on its shelf and its board grown
 * to `schools` schools of `scoresPerSchool` scores each (SQL). The scans are the quick loan mode's: the demo
 * teacher's `POST /api/v1/inventory/scans` with the code and Léa (one loan per scan, groups asked each time
 * whether she is the teacher's), at `scanRate` a second; the searches the admin's `GET
 * /api/v1/inventory/board/catalogue` (identity asked for the board's schools each time, then one statement over
 * the scores), at `searchRate` a second. Latency from when each request was due (`fixedRate`).
 */
export const inventoryScanLoop: Benchmark = {
  name: bench,
  description: `${loans} quick-mode scans at ${scanRate}/s; the board catalogue over ${schools} schools × ${scoresPerSchool} scores searched at ${searchRate}/s for ${seconds} s`,
  needsPlatform: false,
  async run({ log }: BenchContext): Promise<Measurement[]> {
    log('  starting a platform of its own (libs/testing startPlatform)…');
    const own = await startOwnPlatform('benchscan');
    try {
      const { origin, database } = own.platform;
      const teacher = apiClient(
        origin,
        await accessToken(origin, 'prof@demo.crescendo.ca', 'crescendo-demo'),
      );
      const admin = apiClient(origin, await accessToken(origin, 'admin@demo.crescendo.ca', 'crescendo-demo'));
      log(`  ${loans} instruments, ${schools} schools × ${scoresPerSchool} scores (SQL)…`);
      await seedScanLoop(database.databaseUrl, {
        schoolId: demoOrganization.id,
        boardId: demoBoard.id,
        instruments: loans,
        schools,
        scoresPerSchool,
      });
      const studentId = demoAccountId('eleve@demo.crescendo.ca');
      const code = (n: number) => `SCAN-${String(n).padStart(4, '0')}`;
      log('  warm-up: 20 scans, 20 searches (not counted)…');
      let next = 1;
      for (; next <= 20; next += 1) await teacher.post('/inventory/scans', { code: code(next), studentId });
      for (const search of searches.concat(searches).slice(0, 20))
        await admin.get(`/inventory/board/catalogue?search=${encodeURIComponent(search)}`);
      const measured = loans - 20;
      log(`  ${measured} scans at ${scanRate}/s…`);
      const scans = await fixedRate(scanRate, measured / scanRate, async () => {
        const n = next++;
        await teacher.post('/inventory/scans', { code: code(n), studentId });
        return true;
      });
      let searched = 0;
      let entries = 0;
      log(`  board catalogue: ${searchRate}/s for ${seconds} s…`);
      const search = await fixedRate(searchRate, seconds, async () => {
        const text = searches[searched++ % searches.length]!;
        const page = await admin.get<{ entries: unknown[] }>(
          `/inventory/board/catalogue?search=${encodeURIComponent(text)}`,
        );
        entries += page.entries.length;
        return true;
      });
      return [
        {
          bench,
          metric: 'quick-mode scan p99 at a fixed rate (one loan per scan)',
          value: scans.p99,
          unit: 'ms',
          budget: { limit: 150, kind: 'max' },
          note: `${loans} loans in all (${measured} measured) at ${scanRate}/s through the gateway, each asking groups; p50 ${scans.p50.toFixed(1)} ms; ${scans.errors} errors`,
        },
        {
          bench,
          metric: `board catalogue search p99 at a fixed rate (${schools} schools)`,
          value: search.p99,
          unit: 'ms',
          budget: { limit: 100, kind: 'max' },
          note: `${schools * scoresPerSchool} scores, ${searchRate}/s for ${seconds} s, searches ${searches.map((s) => `'${s}'`).join(', ')} (a page of 50, ${(entries / Math.max(1, searched)).toFixed(1)} entries on average); p50 ${search.p50.toFixed(1)} ms; ${search.errors} errors`,
        },
      ];
    } finally {
      await own.close();
    }
  },
};
