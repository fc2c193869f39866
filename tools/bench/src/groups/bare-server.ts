// The bare endpoint: Fastify + pg, no auth, no NATS, no validation; the teacher is fixed by the
// environment. Run as its own process so that it does not share an event loop with autocannon.
import Fastify from 'fastify';
import pg from 'pg';
import { compressAsTheGateway } from '../compare/compression.js';
import { teacherListParams, teacherListSql, toWire, type GroupRow } from './list-sql.js';

const { DATABASE_URL, TEACHER_ID, ORGANIZATION_ID, POOL_SIZE } = process.env;
if (!DATABASE_URL || !TEACHER_ID || !ORGANIZATION_ID) {
  console.error('bare-server needs DATABASE_URL, TEACHER_ID and ORGANIZATION_ID');
  process.exit(2);
}
// As services/groups' data source: a pool of 10 (the kit's default), search_path pinned to the schema, the
// list prepared under the service's own name (decision 0042): a baseline as strong as the service.
const pool = new pg.Pool({
  connectionString: DATABASE_URL,
  max: Number(POOL_SIZE ?? 10),
  options: '-c search_path=groups',
});
const params = teacherListParams(ORGANIZATION_ID, TEACHER_ID);
const app = Fastify({ logger: false });
await compressAsTheGateway(app);
app.get('/api/v1/groups', async () => {
  const { rows } = await pool.query<GroupRow>({
    name: 'groups.list-teacher',
    text: teacherListSql,
    values: params,
  });
  return { groups: rows.map(toWire), canCreateSampleGroups: false };
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${address}\n`);
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
