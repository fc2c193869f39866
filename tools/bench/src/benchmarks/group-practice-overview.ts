import type { Benchmark, BenchContext, Measurement } from '../measurement.js';
import { startBareServer } from '../groups/bare-process.js';
import { accessToken } from '../groups/oidc-client.js';
import { compare, homeworkComponents } from '../homework/compare.js';
import { describePlan, explain } from '../homework/explain.js';
import { demoPassword, demoTeacherEmail, homeworkFixture } from '../homework/fixture.js';
import { benchGroupStudentIds } from '../homework/practice-seed.js';
import { summarySql } from '../homework/practice-sql.js';

const bench = 'group-practice-overview';
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/crescendo';
const apiUrlOf = (baseUrl: string) => process.env.BENCH_API_URL ?? baseUrl;

type Summary = { students: Array<{ minutes: number }>; days: unknown[] };

/**
 * The teacher's overview of a 40-student group over a year: `GET /api/v1/practice-reports/summary`
 * (totals per student, minutes per day), 1 000 000 reports in the table.
 */
export const groupPracticeOverview: Benchmark = {
  name: bench,
  description:
    'a teacher’s overview of a 40-student group over a year (GET /api/v1/practice-reports/summary), 1 000 000 reports in the table, through the platform vs bare Fastify + pg',
  needsPlatform: true,
  async run({ baseUrl, repoRoot, log }: BenchContext): Promise<Measurement[]> {
    const apiUrl = apiUrlOf(baseUrl);
    const fixture = await homeworkFixture(baseUrl, databaseUrl, log);
    const { from, to } = fixture.year;
    const query = `groupId=${fixture.groupId}&from=${from}&to=${to}`;
    const bare = await startBareServer(
      repoRoot,
      { DATABASE_URL: databaseUrl, ORGANIZATION_ID: fixture.organizationId, STUDENT_ID: fixture.studentId },
      'homework/bare-server.js',
    );
    try {
      const path = `/api/v1/practice-reports/summary?${query}`;
      const bearer = () => accessToken(baseUrl, demoTeacherEmail, demoPassword);
      const oursText = await (
        await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${await bearer()}` } })
      ).text();
      const bareText = await (await fetch(`${bare.url}${path}`)).text();
      if (oursText !== bareText)
        throw new Error(`the bare server and the platform answer differently: ${oursText.slice(0, 300)}`);
      const summary = JSON.parse(oursText) as Summary;
      const reports = summary.students.reduce((sum, s) => sum + s.minutes, 0);
      log(
        `  ${summary.students.length} students, ${summary.days.length} days, ${reports} minutes, ${fixture.rows} reports in the table`,
      );
      const plan = await explain(databaseUrl, summarySql, [
        fixture.organizationId,
        benchGroupStudentIds,
        from,
        to,
      ]);
      const figures = await compare({
        bench,
        reply: `${summary.students.length} students and ${summary.days.length} days/reply (${(Buffer.byteLength(oursText) / 1024).toFixed(0)} KB), ${fixture.rows} rows in practice_reports`,
        oursUrl: `${apiUrl}${path}`,
        bareUrl: `${bare.url}${path}`,
        bearer,
        parts: homeworkComponents(apiUrl, bare.pid),
        log,
      });
      return [
        ...figures,
        {
          bench,
          metric: 'probe: PostgreSQL plan of the summary',
          value: Number(plan.executionMs.toFixed(2)),
          unit: 'ms',
          note: `EXPLAIN ANALYZE, one statement (plus groups' primary-key read of the group): ${describePlan(plan)}`,
        },
      ];
    } finally {
      await bare.stop();
    }
  },
};
