import { unzipSync } from 'fflate';
import { median, type Benchmark, type BenchContext, type Measurement } from '../measurement.js';
import { accessToken } from '../groups/oidc-client.js';
import { apiClient, inTurns } from '../api-client.js';
import { startOwnPlatform } from '../own-platform.js';
import { sampleMemory } from '../reports/memory-sampler.js';
import { seedSchoolCards } from '../reports/school-cards-seed.js';

const bench = 'report-cards';
const students = Number(process.env.BENCH_CARDS_STUDENTS ?? 1200);
const inFlight = Number(process.env.BENCH_CARDS_IN_FLIGHT ?? 4);
/** `job`: the school's cards in one job (the target); `each`: one PDF per request, as before the job. */
const mode = process.env.BENCH_CARDS_MODE === 'each' ? 'each' : 'job';

interface Batch {
  id: string;
  status: string;
  done: number;
  total: number;
  size: number | null;
}

/**
 * Issue 29 §5: "report cards for a school of 1 200 students generated in one job: ≤ 2 minutes on 2 CPUs with
 * progress, PDFs streamed, memory flat". `job` (default): the school's admin starts 'Générer tous les bulletins'
 * for the whole school (`POST /reports/terms/:termId/report-card-batches`, a BullMQ job), reads its progress
 * until it is ready, downloads the zip in parts through the gateway and counts its PDFs: the job's time against
 * its budget and the reports process's resident memory over it (its `/metrics`). `each`: what existed before,
 * one card's PDF per request (`GET /reports/report-cards/:id/pdf`, base64 over NATS), `inFlight` at once.
 */
export const reportCards: Benchmark = {
  name: bench,
  description:
    mode === 'job'
      ? `${students} report cards of one school in one job (BullMQ, progress, a zip of PDFs streamed in parts): its time, the reports service's memory`
      : `${students} report cards of one school as PDFs, one request each (${inFlight} in flight): the whole school's time, the reports service's memory`,
  needsPlatform: false,
  async run({ log }: BenchContext): Promise<Measurement[]> {
    log('  starting a platform of its own (libs/testing startPlatform)…');
    const own = await startOwnPlatform('benchcards');
    try {
      const { origin, database, metrics } = own.platform;
      const admin = apiClient(origin, await accessToken(origin, 'admin@demo.crescendo.ca', 'crescendo-demo'));
      const me = await admin.get<{ organizationId: string }>('/me');
      const { groups } = await admin.get<{ groups: Array<{ id: string; name: string }> }>('/groups');
      log(`  ${students} students and their cards in ${groups.length} groups (SQL)…`);
      const school = await seedSchoolCards(
        database.databaseUrl,
        { organizationId: me.organizationId, groups },
        students,
      );
      const reports = metrics.processes.find((process) => process.name === 'reports')!;
      if (mode === 'job') return await oneJob(admin, school, reports, metrics.token, log);
      // One card first, so that the figures are the school's and not the first PDF's font loading.
      await admin.get(`/reports/report-cards/${school.cardIds[0]}/pdf?language=fr`);
      const memory = await sampleMemory(reports.url, metrics.token);
      const each: number[] = [];
      let bytes = 0;
      let named = 0;
      const start = performance.now();
      await inTurns(school.cardIds.length, inFlight, async (i) => {
        const asked = performance.now();
        const pdf = await admin.get<{ filename: string; contentBase64: string }>(
          `/reports/report-cards/${school.cardIds[i]}/pdf?language=fr`,
        );
        const body = Buffer.from(pdf.contentBase64, 'base64');
        if (body.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error(`card ${i}: not a PDF`);
        bytes += body.byteLength;
        // The file is named after the student when identity answered the name (`bulletin-<name>-<term>.pdf`).
        if (/-eleve-\d{4}-/.test(pdf.filename)) named += 1;
        each.push(performance.now() - asked);
      });
      const total = performance.now() - start;
      const used = await memory.stop();
      each.sort((a, b) => a - b);
      const missing =
        'not built: the one job for a school (BullMQ, progress), PDFs streamed, a group at once (services/reports/README.md, "Not yet")';
      return [
        {
          bench,
          metric: `${students} report cards' PDFs, one request each`,
          value: total,
          unit: 'ms',
          budget: { limit: 120_000, kind: 'max' },
          note: `as the admin, ${inFlight} in flight (GET /reports/report-cards/:id/pdf, French, base64 over NATS, each asking identity the name and homework the term's work); ${(bytes / 1024 / 1024).toFixed(1)} MB of PDF, ${((students / total) * 1000).toFixed(1)} cards/s, ${named} named after their student; ${missing}`,
        },
        {
          bench,
          metric: 'one card’s PDF, p50 / p99',
          value: median(each),
          unit: 'ms',
          note: `p99 ${each[Math.floor(each.length * 0.99)]!.toFixed(0)} ms, slowest ${each.at(-1)!.toFixed(0)} ms, with ${inFlight} in flight`,
        },
        {
          bench,
          metric: 'reports service, resident memory peak',
          value: used.peakMb,
          unit: 'MB',
          note: `first ${used.firstMb.toFixed(0)} MB, last ${used.lastMb.toFixed(0)} MB (${used.samples} samples of its /metrics, every 250 ms); issue 29 §5 asks it flat`,
        },
      ];
    } finally {
      await own.close();
    }
  },
};

/** The whole school in one job: started, its progress read every 250 ms, its zip downloaded and opened. */
async function oneJob(
  admin: ReturnType<typeof apiClient>,
  school: { termId: string; cardIds: string[] },
  reports: { url: string },
  token: string,
  log: (line: string) => void,
): Promise<Measurement[]> {
  // One card's PDF first, so that the figures are the school's and not the first PDF's font loading.
  await admin.get(`/reports/report-cards/${school.cardIds[0]}/pdf?language=fr`);
  const memory = await sampleMemory(reports.url, token);
  const start = performance.now();
  let batch = await admin.post<Batch>(`/reports/terms/${school.termId}/report-card-batches`, {
    language: 'fr',
  });
  let progressReads = 0;
  let lastLogged = -1;
  while (batch.status === 'queued' || batch.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    batch = await admin.get<Batch>(`/reports/report-card-batches/${batch.id}`);
    progressReads += 1;
    if (Math.floor(batch.done / 200) !== lastLogged) {
      lastLogged = Math.floor(batch.done / 200);
      log(`  Génération des bulletins : ${batch.done} / ${batch.total}`);
    }
  }
  const rendered = performance.now() - start;
  const used = await memory.stop();
  if (batch.status !== 'ready') throw new Error(`the job ended ${batch.status}`);
  const downloadStart = performance.now();
  const zip = await admin.download(`/reports/report-card-batches/${batch.id}/zip`);
  const downloaded = performance.now() - downloadStart;
  const entries = unzipSync(zip);
  const pdfs = Object.values(entries).filter(
    (bytes) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-',
  );
  if (pdfs.length !== school.cardIds.length)
    throw new Error(`${pdfs.length} PDFs in the zip for ${school.cardIds.length} cards`);
  const named = Object.keys(entries).filter((name) => /-eleve-\d{4}\.pdf$/.test(name)).length;
  return [
    {
      bench,
      metric: `${students} report cards in one job (start to zip ready)`,
      value: rendered,
      unit: 'ms',
      budget: { limit: 120_000, kind: 'max' },
      note: `as the admin, the whole school (POST /reports/terms/:termId/report-card-batches, BullMQ, drafts' work asked of homework a page of 100 at a time), progress read ${progressReads} times; ${((students / rendered) * 1000).toFixed(1)} cards/s; ${named} entries named after their student`,
    },
    {
      bench,
      metric: 'the zip, downloaded through the gateway in parts',
      value: downloaded,
      unit: 'ms',
      note: `${((batch.size ?? 0) / 1024 / 1024).toFixed(1)} MB, ${pdfs.length} PDFs (512 kB a NATS message)`,
    },
    {
      bench,
      metric: 'reports service, resident memory peak',
      value: used.peakMb,
      unit: 'MB',
      note: `first ${used.firstMb.toFixed(0)} MB, last ${used.lastMb.toFixed(0)} MB (${used.samples} samples of its /metrics, every 250 ms) over the job; issue 29 §5 asks it flat`,
    },
  ];
}
