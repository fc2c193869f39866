import { randomBytes } from 'node:crypto';
import { startService, type RunningService } from '@crescendo/service-kit';
import { startServiceUnderTest } from '@crescendo/testing';
import { createReportsService, type ReportsServiceSetup } from '../src/reports.service-definition.js';

export interface ReportsHarnessOptions extends ReportsServiceSetup {
  /** Identity and groups load the demo organisation, the reports its terms and comment bank (DEMO_MODE). */
  demo?: boolean;
  /** The planning beside them too (concert sprints ask it for a group's events). */
  planning?: boolean;
}

/**
 * The reports service (a schema of this harness's own) with the real identity, groups and homework services
 * beside it: it asks groups who teaches a group, identity a student's name, homework the term's work.
 */
export async function startReports(options: ReportsHarnessOptions = {}) {
  const { demo = false, planning = false, ...setup } = options;
  const schema = setup.schema ?? `reports_${randomBytes(4).toString('hex')}`;
  const harness = await startServiceUnderTest({
    name: 'reports',
    beside: planning ? ['identity', 'groups', 'homework', 'planning'] : ['identity', 'groups', 'homework'],
    env: { DEMO_MODE: demo ? 'true' : 'false' },
    start: async (env) =>
      (await startService(createReportsService({ ...setup, schema }), env)) as unknown as RunningService,
    publisher: 'identity',
  });
  return { ...harness, publishAsIdentity: harness.publishEvent };
}

export type ReportsHarness = Awaited<ReturnType<typeof startReports>>;
