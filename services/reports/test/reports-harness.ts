import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService, type RunningService } from '@crescendo/service-kit';
import { startServiceUnderTest } from '@crescendo/testing';
import { createReportsService, type ReportsServiceSetup } from '../src/reports.service-definition.js';

export interface ReportsHarnessOptions extends ReportsServiceSetup {
  /** Identity and groups load the demo organisation, the reports its terms and comment bank (DEMO_MODE). */
  demo?: boolean;
  /** The planning beside them too (concert sprints ask it for a group's events). */
  planning?: boolean;
  /** More of the service's variables (a folder of the test's own for the report-card zips). */
  env?: Record<string, string>;
}

/**
 * The reports service (a schema of this harness's own) with the real identity, groups and homework services
 * beside it: it asks groups who teaches a group, identity a student's name, homework the term's work.
 */
export async function startReports(options: ReportsHarnessOptions = {}) {
  const { demo = false, planning = false, env = {}, ...setup } = options;
  const schema = setup.schema ?? `reports_${randomBytes(4).toString('hex')}`;
  // The report-card zips on a folder of this test's own unless it names one (removed with the harness).
  const batches = env.REPORTS_BATCHES_DIR ? null : mkdtempSync(join(tmpdir(), 'crescendo-batches-'));
  const harness = await startServiceUnderTest({
    name: 'reports',
    beside: planning ? ['identity', 'groups', 'homework', 'planning'] : ['identity', 'groups', 'homework'],
    env: {
      DEMO_MODE: demo ? 'true' : 'false',
      ...(batches ? { REPORTS_BATCHES_DIR: batches } : {}),
      ...env,
    },
    start: async (env) =>
      (await startService(createReportsService({ ...setup, schema }), env)) as unknown as RunningService,
    publisher: 'identity',
  });
  return {
    ...harness,
    publishAsIdentity: harness.publishEvent,
    async close() {
      await harness.close();
      if (batches) rmSync(batches, { recursive: true, force: true });
    },
  };
}

export type ReportsHarness = Awaited<ReturnType<typeof startReports>>;
