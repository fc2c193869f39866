import { randomBytes } from 'node:crypto';
import { startService, type RunningService } from '@crescendo/service-kit';
import { startServiceUnderTest } from '@crescendo/testing';
import { createInventoryService, type InventoryServiceSetup } from '../src/inventory.service-definition.js';

export interface InventoryHarnessOptions extends InventoryServiceSetup {
  /** Identity and groups load the demo organisation, the inventory its instruments (DEMO_MODE). */
  demo?: boolean;
  /** Where identity sends its mail (a mail catcher's SMTP URL): the loans' agreements (issue 27 §4). */
  smtpUrl?: string;
}

/**
 * The inventory service (a schema of this harness's own) with the real identity and groups services beside
 * it: it asks groups to whom a staff member may lend, and identity whether families may be charged and for
 * a loan's agreement with the family.
 */
export async function startInventory(options: InventoryHarnessOptions = {}) {
  const { demo = false, smtpUrl, ...setup } = options;
  const schema = setup.schema ?? `inventory_${randomBytes(4).toString('hex')}`;
  const harness = await startServiceUnderTest({
    name: 'inventory',
    beside: ['identity', 'groups'],
    env: { DEMO_MODE: demo ? 'true' : 'false', ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}) },
    start: async (env) =>
      (await startService(createInventoryService({ ...setup, schema }), env)) as unknown as RunningService,
    publisher: 'identity',
  });
  /** Publishes as identity would (its NATS user may publish `evt.identity.*`). */
  return { ...harness, publishAsIdentity: harness.publishEvent };
}

export type InventoryHarness = Awaited<ReturnType<typeof startInventory>>;
