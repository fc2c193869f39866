import type { Benchmark, BenchContext, Measurement } from '../measurement.js';
import { startBareServer } from '../groups/bare-process.js';
import { accessToken } from '../groups/oidc-client.js';
import { compare, homeworkComponents } from '../homework/compare.js';
import { describePlan, explain } from '../homework/explain.js';
import { demoPassword, demoStudentEmail, homeworkFixture } from '../homework/fixture.js';
import { practiceDaysSql } from '../homework/practice-sql.js';

const bench = 'student-year-statistics';
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/crescendo';
const apiUrlOf = (baseUrl: string) => process.env.BENCH_API_URL ?? baseUrl;

type Days = { days: unknown[]; total: { reports: number } };

/**
 * What a student's statistics screen reads for a year (`practiceFigures` of `libs/domain` then runs in the
 * browser): their minutes per day and type, summed by PostgreSQL (issue 34: no longer every report),
 * `GET /api/v1/practice-reports/days?from&to` for the demo student, 1 000 000 reports in the table.
 */
export const studentYearStatistics: Benchmark = {
  name: bench,
  description:
    'a student’s practice per day over a year (GET /api/v1/practice-reports/days?from&to), 1 000 000 reports in the table, through the platform vs bare Fastify + pg',
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
      const bareUrl = `${bare.url}/api/v1/practice-reports/days?${query}`;
      const oursUrl = `${apiUrl}/api/v1/practice-reports/days?${query}`;
      const bearer = () => accessToken(baseUrl, demoStudentEmail, demoPassword);
      const oursText = await (
        await fetch(oursUrl, { headers: { authorization: `Bearer ${await bearer()}` } })
      ).text();
      const bareText = await (await fetch(bareUrl)).text();
      if (oursText !== bareText)
        throw new Error(
          `the bare server answers ${bareText.slice(0, 200)}, the platform ${oursText.slice(0, 200)}`,
        );
      const ours = JSON.parse(oursText) as Days;
      const replyBytes = Buffer.byteLength(oursText);
      log(
        `  ${ours.days.length} days of ${ours.total.reports} reports from ${from} to ${to} (${replyBytes} B), ${fixture.rows} in the table`,
      );
      const plan = await explain(databaseUrl, practiceDaysSql, [
        fixture.organizationId,
        fixture.studentId,
        from,
        to,
      ]);
      const figures = await compare({
        bench,
        reply: `${ours.days.length} days/reply (${(replyBytes / 1024).toFixed(0)} KB), ${fixture.rows} rows in practice_reports`,
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
