import { randomBytes } from 'node:crypto';
import { startService, type RunningService } from '@crescendo/service-kit';
import { startServiceUnderTest } from '@crescendo/testing';
import { createPlanningService, type PlanningServiceSetup } from '../src/planning.service-definition.js';

export interface PlanningHarnessOptions extends PlanningServiceSetup {
  /** Identity and groups load the demo organisation, the planning its term (DEMO_MODE). */
  demo?: boolean;
  /** More variables for every process (e.g. the VAPID keys of the reminders' web push). */
  env?: Record<string, string>;
  /** Finance started beside too (a 'Sortie''s deposit and balance are purchases on its ledger). */
  finance?: boolean;
  /** The inventory started beside too (an event's 'Matériel réservé' is its reservations, issue 28 §7). */
  inventory?: boolean;
}

/**
 * The planning service (a schema of this harness's own) with the real identity and groups services beside
 * it: it asks groups who may plan for a group and whose events a reader sees.
 */
export async function startPlanning(options: PlanningHarnessOptions = {}) {
  const { demo = false, env = {}, finance = false, inventory = false, ...setup } = options;
  const schema = setup.schema ?? `planning_${randomBytes(4).toString('hex')}`;
  const harness = await startServiceUnderTest({
    name: 'planning',
    beside: [
      'identity',
      'groups',
      ...(finance ? (['finance'] as const) : []),
      ...(inventory ? (['inventory'] as const) : []),
    ],
    env: { DEMO_MODE: demo ? 'true' : 'false', ...env },
    start: async (env) =>
      (await startService(createPlanningService({ ...setup, schema }), env)) as unknown as RunningService,
    publisher: 'identity',
  });
  return { ...harness, publishAsIdentity: harness.publishEvent };
}

export type PlanningHarness = Awaited<ReturnType<typeof startPlanning>>;
