import { randomBytes } from 'node:crypto';
import { startService, type RunningService } from '@crescendo/service-kit';
import { startServiceUnderTest } from '@crescendo/testing';
import { createFinanceService, type FinanceServiceSetup } from '../src/finance.service-definition.js';

export interface FinanceHarnessOptions extends FinanceServiceSetup {
  /** Identity and groups load the demo organisation, finance its purchases and budget (DEMO_MODE). */
  demo?: boolean;
}

/**
 * The finance service (a schema of this harness's own) with the real identity and groups services beside it:
 * finance asks groups whose students an actor answers for, and identity a student's name.
 */
export async function startFinance(options: FinanceHarnessOptions = {}) {
  const { demo = false, ...setup } = options;
  const schema = setup.schema ?? `finance_${randomBytes(4).toString('hex')}`;
  const harness = await startServiceUnderTest({
    name: 'finance',
    beside: ['identity', 'groups'],
    env: { DEMO_MODE: demo ? 'true' : 'false' },
    start: async (env) =>
      (await startService(createFinanceService({ ...setup, schema }), env)) as unknown as RunningService,
    publisher: 'identity',
  });
  /** Publishes as identity would (its NATS user may publish `evt.identity.*`). */
  return { ...harness, publishAsIdentity: harness.publishEvent };
}

export type FinanceHarness = Awaited<ReturnType<typeof startFinance>>;
