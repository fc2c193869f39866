// Jest global set-up: one database per run (dropped in the teardown), and the run id that prefixes
// NATS subjects, JetStream streams and Redis keys. Test workers inherit these variables.
import pg from 'pg';
import { databaseUrlFor, localInfraUrls, newRunId } from './infra.mjs';
import { startContainers } from './containers.mjs';

export default async function globalSetup() {
  const runId = newRunId();
  const urls = process.env.TEST_INFRA === 'containers' ? await startContainers() : localInfraUrls();
  const database = `crescendo_test_${runId}`;
  const admin = new pg.Client({ connectionString: urls.adminDatabaseUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${urls.adminDatabaseUrl} (${error}). Start it with: ` +
        'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
      { cause: error },
    );
  }
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();

  process.env.CRESCENDO_TEST_RUN = runId;
  process.env.CRESCENDO_TEST_ADMIN_DATABASE_URL = urls.adminDatabaseUrl;
  process.env.CRESCENDO_TEST_DATABASE_URL = databaseUrlFor(urls.adminDatabaseUrl, database);
  process.env.CRESCENDO_TEST_NATS_URL = urls.natsUrl;
  process.env.CRESCENDO_TEST_REDIS_URL = urls.redisUrl;
}
