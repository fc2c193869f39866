import { randomUUID } from 'node:crypto';
import type { Actor, Role } from '@crescendo/contracts';
import { createOrganization, resolveActor } from '@crescendo/contracts';
import { startService, type RunningService, type ServiceClient } from '@crescendo/service-kit';
import { freePort, OwnNatsServer, serviceEnv, testServiceClient } from '@crescendo/testing';
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

/**
 * Identity on a NATS server of this start's own with the NATS boundary (identity's user, the run's
 * prefix), and a client standing where the gateway stands (gateway's user, signing the actors it sends).
 */
/**
 * Identity on a NATS server of this start's own with the NATS boundary (identity's user, the run's
 * prefix), and a client standing where the gateway stands (gateway's user, signing the actors it sends).
 * Closing `running` also stops that NATS server.
 */
export async function startIdentity(overrides: Record<string, string> = {}) {
  const nats = await OwnNatsServer.start({ prefix: serviceEnv().NATS_PREFIX! });
  const env = serviceEnv({
    ...nats.envFor('identity'),
    // Every request of these tests comes from 127.0.0.1: budgets per address are tested through the gateway.
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    SIGNIN_FREE_FAILURES_PER_ADDRESS: '100000',
    ...overrides,
  });
  const service = (await startService(identityService, env).catch(async (error: unknown) => {
    await nats.destroy();
    throw error;
  })) as unknown as RunningService;
  const running: RunningService = {
    ...service,
    close: async () => {
      await service.close();
      await nats.destroy();
    },
  };
  const client = testServiceClient({
    natsUrl: nats.url,
    prefix: env.NATS_PREFIX!,
    access: nats.accessFor('gateway'),
  });
  return { running, client, nats };
}

/** Stops what `startIdentity` started: its client, then the service and its NATS server. */
export async function stopIdentity(started: { running?: RunningService; client?: ServiceClient }) {
  await started.client?.close();
  await started.running?.close();
}

/**
 * A user signed in for the first time through the gateway: (issuer, subject) never seen, the issuer not
 * saying the address is verified. The subject comes back, for signing in again as the same person.
 */
export async function signIn(client: ServiceClient, email = `${randomUUID()}@ecole.test`) {
  const subject = randomUUID();
  const reply = await client.request(
    resolveActor,
    { issuer: testIssuer, subject, email, firstName: 'Ada', lastName: 'Test' },
    null,
  );
  return { ...reply, subject };
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
