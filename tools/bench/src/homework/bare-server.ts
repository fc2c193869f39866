// The bare endpoints of the homework benchmarks: Fastify + pg, no auth, no NATS, no validation; the
// student and the organisation are fixed by the environment. Its own process, as groups' bare server.
import Fastify from 'fastify';
import pg from 'pg';
import { compressAsTheGateway } from '../compare/compression.js';
import {
  groupSql,
  practiceDaysSql,
  summarySql,
  toPracticeDays,
  toSummary,
  type SummaryRow,
} from './practice-sql.js';

const { DATABASE_URL, STUDENT_ID, ORGANIZATION_ID, POOL_SIZE } = process.env;
if (!DATABASE_URL || !STUDENT_ID || !ORGANIZATION_ID) {
  console.error('homework bare-server needs DATABASE_URL, STUDENT_ID and ORGANIZATION_ID');
  process.exit(2);
}
// As services/homework's data source: a pool of 10, its hot reads prepared under the service's names, search_path pinned to the schema; groups' schema after
// it for the group the overview reads (groups' own statement, unqualified as groups runs it).
const pool = new pg.Pool({
  connectionString: DATABASE_URL,
  max: Number(POOL_SIZE ?? 10),
  options: '-c search_path=homework,groups',
});
type Period = { from: string; to: string };
const app = Fastify({ logger: false });
await compressAsTheGateway(app);

app.get<{ Querystring: Period }>('/api/v1/practice-reports/days', async (request) => {
  const { from, to } = request.query;
  const { rows } = await pool.query({
    name: 'homework.practice-days',
    text: practiceDaysSql,
    values: [ORGANIZATION_ID, STUDENT_ID, from, to],
  });
  return toPracticeDays({ from, to }, rows);
});

// What homework does for a summary: the group from groups' table (homework asks groups over NATS), then
// the one summary statement.
app.get<{ Querystring: Period & { groupId: string } }>(
  '/api/v1/practice-reports/summary',
  async (request) => {
    const { groupId, from, to } = request.query;
    const { rows: groups } = await pool.query<{ id: string; student_ids: string[] }>({
      name: 'groups.by-id',
      text: groupSql,
      values: [groupId, ORGANIZATION_ID],
    });
    const group = groups[0]!;
    const { rows } = await pool.query<SummaryRow>({
      name: 'homework.practice-summary',
      text: summarySql,
      values: [ORGANIZATION_ID, group.student_ids, from, to],
    });
    return toSummary(group.id, group.student_ids, { from, to }, rows);
  },
);

const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${address}\n`);
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
