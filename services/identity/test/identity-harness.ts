import { randomUUID } from 'node:crypto';
import type { Actor, Role } from '@crescendo/contracts';
import { createOrganization, resolveActor } from '@crescendo/contracts';
import { ServiceClient, startService, type RunningService } from '@crescendo/service-kit';
import { freePort, serviceEnv } from '@crescendo/testing';
import { identityService } from '../src/identity.service-definition.js';

export const testIssuer = 'https://idp.test/realms/crescendo';

/** Identity with its OIDC provider reachable over HTTP at `base` (`…/realms/crescendo`), for flow tests. */
export async function startIdentityWithProvider(overrides: Record<string, string> = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/realms/crescendo`;
  const started = await startIdentity({
    HTTP_PORT: String(port),
    OIDC_ISSUER: base,
    OIDC_REDIRECT_URIS: 'http://app.test/*',
    ...overrides,
  });
  return { ...started, base };
}

export async function startIdentity(overrides: Record<string, string> = {}) {
  const running = (await startService(identityService, serviceEnv(overrides))) as unknown as RunningService;
  const env = serviceEnv(overrides);
  const client = new ServiceClient({ natsUrl: env.NATS_URL!, prefix: env.NATS_PREFIX!, timeoutMs: 3000 });
  return { running, client };
}

/** Stops what `startIdentity` started: its client, then the service. */
export async function stopIdentity(started: { running?: RunningService; client?: ServiceClient }) {
  await started.client?.close();
  await started.running?.close();
}

/** A user signed in for the first time through the gateway: (issuer, subject) never seen. */
export async function signIn(client: ServiceClient, email = `${randomUUID()}@ecole.test`) {
  return client.request(
    resolveActor,
    { issuer: testIssuer, subject: randomUUID(), email, firstName: 'Ada', lastName: 'Test' },
    null,
  );
}

/** A fresh organisation with its admin, for one test (isolation by tenant, not by truncation). */
export async function newOrganization(
  client: ServiceClient,
): Promise<{ admin: Actor; organizationId: string }> {
  const { actor } = await signIn(client);
  const organization = await client.request(
    createOrganization,
    { name: `École ${randomUUID().slice(0, 8)}` },
    actor,
  );
  return {
    admin: { ...actor, organizationId: organization.id, roles: ['admin'] },
    organizationId: organization.id,
  };
}

/** Puts a user in an organisation with a role directly (students join through groups, not here). */
export async function addMember(
  running: RunningService,
  client: ServiceClient,
  organizationId: string,
  role: Role,
) {
  const { actor, me } = await signIn(client);
  await running.infra.dataSource!.query(
    `UPDATE memberships SET organization_id = $1, role = $2 WHERE user_id = $3`,
    [organizationId, role, actor.userId],
  );
  return { actor: { userId: actor.userId, organizationId, roles: [role] } as Actor, me };
}

export async function outboxSubjects(running: RunningService, userId: string): Promise<string[]> {
  const rows: Array<{ subject: string }> = await running.infra.dataSource!.query(
    `SELECT subject FROM outbox WHERE payload->>'userId' = $1 ORDER BY created_at`,
    [userId],
  );
  return rows.map((row) => row.subject);
}
