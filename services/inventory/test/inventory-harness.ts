import { randomBytes } from 'node:crypto';
import { startService, type RunningService } from '@crescendo/service-kit';
import type { Actor, NatsService } from '@crescendo/contracts';
import { queryServiceSchema, startServiceUnderTest, type Tenant } from '@crescendo/testing';
import { createInventoryService, type InventoryServiceSetup } from '../src/inventory.service-definition.js';

export interface InventoryHarnessOptions extends InventoryServiceSetup {
  /** Identity and groups load the demo organisation, the inventory its instruments (DEMO_MODE). */
  demo?: boolean;
  /** Where identity sends its mail (a mail catcher's SMTP URL): the loans' agreements (issue 27 §4). */
  smtpUrl?: string;
  /** Other services started beside it (finance for the replacement plan's 'Ajouter au budget'). */
  alsoBeside?: NatsService[];
}

/**
 * The inventory service (a schema of this harness's own) with the real identity and groups services beside
 * it: it asks groups to whom a staff member may lend, and identity whether families may be charged and for
 * a loan's agreement with the family.
 */
export async function startInventory(options: InventoryHarnessOptions = {}) {
  const { demo = false, smtpUrl, alsoBeside = [], ...setup } = options;
  const schema = setup.schema ?? `inventory_${randomBytes(4).toString('hex')}`;
  const harness = await startServiceUnderTest({
    name: 'inventory',
    beside: ['identity', 'groups', ...alsoBeside],
    env: { DEMO_MODE: demo ? 'true' : 'false', ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}) },
    start: async (env) =>
      (await startService(createInventoryService({ ...setup, schema }), env)) as unknown as RunningService,
    publisher: 'identity',
  });
  /** Publishes as identity would (its NATS user may publish `evt.identity.*`). */
  return { ...harness, publishAsIdentity: harness.publishEvent };
}

export type InventoryHarness = Awaited<ReturnType<typeof startInventory>>;

/**
 * `t`'s school and its people as identity knows them (what identity checks before it mails a loan's agreement:
 * the student a member of the actor's school), each with an address `<role>-<first 8 of the id>@ecole.test`.
 */
export async function identityKnows(t: Tenant): Promise<void> {
  const sql = (text: string, params: unknown[]) => queryServiceSchema('identity', text, params);
  await sql(`INSERT INTO organizations (id, name, kind) VALUES ($1, $2, 'school')`, [
    t.organizationId,
    `École ${t.organizationId.slice(0, 6)}`,
  ]);
  const people: Actor[] = [t.admin, t.teacher, t.otherTeacher, t.student, t.otherStudent];
  for (const actor of people) {
    await sql(`INSERT INTO users (id, email, first_name, last_name) VALUES ($1, $2, $3, 'Tremblay')`, [
      actor.userId,
      `${actor.roles[0]}-${actor.userId.slice(0, 8)}@ecole.test`,
      actor.roles[0] === 'student' ? 'Léa' : 'Marc',
    ]);
    await sql(`INSERT INTO memberships (user_id, organization_id, role) VALUES ($1, $2, $3)`, [
      actor.userId,
      t.organizationId,
      actor.roles[0],
    ]);
  }
}
