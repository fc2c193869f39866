import type { Benchmark, BenchContext, Measurement } from '../measurement.js';
import { startBareServer } from '../groups/bare-process.js';
import { accessToken } from '../groups/oidc-client.js';
import { compare, homeworkComponents } from '../homework/compare.js';
import { describePlan, explain } from '../homework/explain.js';
import { demoPassword, demoStudentEmail, homeworkFixture } from '../homework/fixture.js';
import { studentPeriodSql } from '../homework/practice-sql.js';

const bench = 'student-year-statistics';
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/crescendo';
const apiUrlOf = (baseUrl: string) => process.env.BENCH_API_URL ?? baseUrl;

type Reports = { reports: Array<{ id: string }> };

/**
 * What a student's statistics screen reads for a year (`libs/domain`'s statistics then run in the
 * browser): `GET /api/v1/practice-reports?from&to` for the demo student, 1 000 000 reports in the table.
 */
export const studentYearStatistics: Benchmark = {
  name: bench,
  description:
    'a student’s practice reports over a year (GET /api/v1/practice-reports?from&to), 1 000 000 reports in the table, through the platform vs bare Fastify + pg',
  needsPlatform: true,
  async run({ baseUrl, repoRoot, log }: BenchContext): Promise<Measurement[]> {
    const apiUrl = apiUrlOf(baseUrl);
    const fixture = await homeworkFixture(baseUrl, databaseUrl, log);
    const { from, to } = fixture.year;
    const query = `from=${from}&to=${to}`;
    const bare = await startBareServer(
      repoRoot,
      { DATABASE_URL: databaseUrl, ORGANIZATION_ID: fixture.organizationId, STUDENT_ID: fixture.studentId },
      'homework/bare-server.js',
    );
    try {
      const bareUrl = `${bare.url}/api/v1/practice-reports?${query}`;
      const oursUrl = `${apiUrl}/api/v1/practice-reports?${query}`;
      const bearer = () => accessToken(baseUrl, demoStudentEmail, demoPassword);
      const ours = (await (
        await fetch(oursUrl, { headers: { authorization: `Bearer ${await bearer()}` } })
      ).json()) as Reports;
      const bareReply = (await (await fetch(bareUrl)).json()) as Reports;
      const ids = (r: Reports) => r.reports?.map((report) => report.id).join();
      if (!ours.reports || ids(ours) !== ids(bareReply))
        throw new Error(
          `the bare server reads ${bareReply.reports?.length} reports, the platform ${ours.reports?.length ?? JSON.stringify(ours)}: not the same`,
        );
      const replyBytes = Buffer.byteLength(JSON.stringify(ours));
      log(
        `  ${ours.reports.length} reports from ${from} to ${to} (${replyBytes} B), ${fixture.rows} in the table`,
      );
      const plan = await explain(databaseUrl, studentPeriodSql, [
        fixture.organizationId,
        fixture.studentId,
        from,
        to,
      ]);
      const figures = await compare({
        bench,
        reply: `${ours.reports.length} reports/reply (${(replyBytes / 1024).toFixed(0)} KB), ${fixture.rows} rows in practice_reports`,
        oursUrl,
        bareUrl,
        bearer,
        parts: homeworkComponents(apiUrl, bare.pid),
        log,
      });
      return [
        ...figures,
        {
          bench,
          metric: 'probe: PostgreSQL plan of the read',
          value: Number(plan.executionMs.toFixed(2)),
          unit: 'ms',
          note: `EXPLAIN ANALYZE, one statement: ${describePlan(plan)}`,
        },
      ];
    } finally {
      await bare.stop();
    }
  },
};
