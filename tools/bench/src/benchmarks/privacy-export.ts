import { servicesHoldingPersonalData } from '@crescendo/contracts';
import { linkIn } from '@crescendo/testing';
import { median, type Benchmark, type BenchContext, type Measurement } from '../measurement.js';
import { startOwnPlatform } from '../own-platform.js';
import { readArchive } from '../privacy/archive-contents.js';
import { apiClient } from '../api-client.js';
import { seedStudentYear, yearShape, yearStudentEmail } from '../privacy/student-year.js';

const bench = 'privacy-export';
const runs = Number(process.env.BENCH_PRIVACY_RUNS ?? 3);
const mailSubject = 'Vos données Crescendo sont prêtes';

/**
 * Issue 31 §2: 'Télécharger mes données' for a student with a year of data (practice, 500 messages, 20
 * recordings, loans, purchases, AI outputs), on a platform of its own (`startOwnPlatform`: its database,
 * NATS, Redis prefix and mail catcher). Each run asks as the app does (`POST /privacy/archives`, the
 * student's token), waits for the mailed link (identity's BullMQ job asks every service's export, zips it,
 * stores it and mails the link), downloads the zip by the link and checks that every seeded row is in it.
 */
export const privacyExport: Benchmark = {
  name: bench,
  description: `'Télécharger mes données' for a student's year (${yearShape.messages} messages, ${yearShape.recordings} recordings, …): request → link mailed, then the download (${runs} runs)`,
  needsPlatform: false,
  async run({ log }: BenchContext): Promise<Measurement[]> {
    log('  starting a platform of its own (libs/testing startPlatform)…');
    const own = await startOwnPlatform('benchprivacy', {
      env: { messaging: { MESSAGES_PER_MINUTE: '100000000' } },
    });
    try {
      const { origin, mail, database } = own.platform;
      const seedStart = performance.now();
      const year = await seedStudentYear(origin, database.databaseUrl, log);
      log(`  seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
      const student = apiClient(origin, year.studentToken);
      const times: number[] = [];
      const downloads: number[] = [];
      let last: { bytes: number; contents: ReturnType<typeof readArchive> } | undefined;
      for (let run = 0; run < runs; run += 1) {
        const seen = Math.max(0, ...mail.mails().map((each) => each.id));
        const start = performance.now();
        await student.post('/privacy/archives', {});
        const caught = await mail.waitFor(
          yearStudentEmail,
          (each) => each.id > seen && each.subject === mailSubject,
        );
        const mailed = performance.now();
        const response = await fetch(linkIn(caught, '/api/v1/privacy/archives/'));
        if (response.status !== 200) throw new Error(`download: ${response.status} ${await response.text()}`);
        const zip = new Uint8Array(await response.arrayBuffer());
        const downloaded = performance.now();
        times.push(mailed - start);
        downloads.push(downloaded - mailed);
        last = { bytes: zip.byteLength, contents: readArchive(zip, year.rows) };
        log(
          `  run ${run + 1}: link mailed after ${(mailed - start).toFixed(0)} ms, downloaded in ${(downloaded - mailed).toFixed(0)} ms, ${zip.byteLength} bytes`,
        );
      }
      const contents = last!.contents;
      const absent = servicesHoldingPersonalData.filter((service) => !contents.services.includes(service));
      const seededCounts = Object.entries(year.rows)
        .map(([service, tables]) =>
          Object.entries(tables ?? {}).map(([table, ids]) => `${service}.${table} ${ids.length}`),
        )
        .flat()
        .join(', ');
      const verdict =
        contents.missing.length === 0 && absent.length === 0
          ? `every seeded row in it (${seededCounts}) and every service's part`
          : `INCOMPLETE: ${[...contents.missing, ...absent.map((s) => `${s} absent`)].join('; ')}`;
      const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
      return [
        {
          bench,
          metric: 'request → archive downloadable (link mailed)',
          value: median(times),
          unit: 'ms',
          budget: { limit: 30_000, kind: 'max' },
          note: `median of ${runs} (${list(times)} ms): POST /privacy/archives as the student until the mail with the link is caught; ${verdict}; ${year.how}`,
        },
        {
          bench,
          metric: 'download by the mailed link',
          value: median(downloads),
          unit: 'ms',
          note: `median of ${runs} (${list(downloads)} ms), GET of the link until the last byte`,
        },
        {
          bench,
          metric: 'archive size',
          value: last!.bytes / 1024,
          unit: 'KB',
          note: `zip of ${contents.files} files; rows per service: ${Object.entries(contents.rowsPerService)
            .map(([service, rows]) => `${service} ${rows}`)
            .join(', ')}; the recordings are files of it, streamed in 512 KB parts (decision 0059)`,
        },
      ];
    } finally {
      await own.close();
    }
  },
};
