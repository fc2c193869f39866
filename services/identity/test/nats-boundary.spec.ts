import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  actorToken,
  createOrganization,
  listTeamMembers,
  resolveActor,
  type Actor,
  type Reply,
} from '@crescendo/contracts';
import type { ServiceClient } from '@crescendo/service-kit';
import {
  isPermissionViolation,
  OwnNatsServer,
  serviceEnv,
  startBuiltService,
  testActorSigner,
  testServiceClient,
  type RunningBuiltService,
} from '@crescendo/testing';

/**
 * NATS is a boundary (issue 7 §5): identity and groups from their dist/ on a NATS server running the
 * generated configuration. Whoever holds groups' credentials (a groups process broken into) cannot
 * reach identity's administration, speak for a user, answer identity's requests, publish identity's
 * events nor read identity's replies; and no one gets in without credentials.
 */
describe('the NATS boundary', () => {
  const prefix = serviceEnv().NATS_PREFIX!;
  const refused = (attempt: Promise<unknown>) =>
    attempt.then(
      () => 'allowed',
      (error: unknown) => (isPermissionViolation(error) ? 'refused by NATS' : String(error)),
    );
  let nats: OwnNatsServer;
  let identity: RunningBuiltService;
  let groups: RunningBuiltService;
  let gateway: ServiceClient;
  let asGroups: NatsConnection;
  let asGateway: NatsConnection;
  let admin: Actor;

  beforeAll(async () => {
    nats = await OwnNatsServer.start({ prefix });
    identity = await startBuiltService('identity', serviceEnv(nats.envFor('identity')));
    groups = await startBuiltService('groups', serviceEnv(nats.envFor('groups')));
    gateway = testServiceClient({ natsUrl: nats.url, prefix, access: nats.accessFor('gateway') });
    asGroups = await nats.connectAs('groups');
    asGateway = await nats.connectAs('gateway');
    const { actor } = await gateway.request(
      resolveActor,
      {
        issuer: 'https://idp.test/realms/crescendo',
        subject: randomUUID(),
        email: `${randomUUID()}@ecole.test`,
      },
      null,
    );
    const organization = await gateway.request(createOrganization, { name: 'École de la frontière' }, actor);
    admin = { ...actor, organizationId: organization.id, roles: ['admin'] };
    // Two built services, one after the other: each may take its 60 s to be ready on a busy machine.
  }, 150_000);
  afterAll(async () => {
    await asGroups?.close();
    await asGateway?.close();
    await gateway?.close();
    await groups?.stop();
    await identity?.stop();
    await nats?.destroy();
  });

  /** A request in Nest's packet format, as ServiceClient sends it, with `actor` as given. */
  async function raw(nc: NatsConnection, subject: string, actor: unknown): Promise<Reply<unknown>> {
    const packet = { pattern: subject, data: { actor, payload: {} }, id: randomUUID() };
    const reply = await nc.request(`${prefix}${subject}`, JSON.stringify(packet), { timeout: 5000 });
    return reply.json<{ response: Reply<unknown> }>().response;
  }

  async function organizationStillThere() {
    const reply = await gateway.send(listTeamMembers, {}, admin);
    return reply.ok;
  }

  it('refuses a client without credentials', async () => {
    await expect(nats.connectAs('anonymous')).rejects.toThrow(/Authorization Violation/i);
  });

  it('groups’ credentials cannot call identity.organization.delete, even with the admin’s signed actor', async () => {
    const stolen = await testActorSigner().sign(admin);
    expect(await refused(raw(asGroups, 'identity.organization.delete', stolen))).toBe('refused by NATS');
    expect(await organizationStillThere()).toBe(true);
  });

  it('refuses an actor written in clear or signed by any other key, even where the caller may publish', async () => {
    const forged = { userId: admin.userId, organizationId: admin.organizationId, roles: ['admin'] };
    const otherKey = generateKeyPairSync('ed25519').privateKey;
    const selfSigned = await new SignJWT({ act: forged })
      .setProtectedHeader({ alg: actorToken.algorithm, typ: actorToken.type })
      .setIssuer(actorToken.issuer)
      .setAudience(actorToken.audience)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(otherKey);
    const unsigned = `${selfSigned.split('.').slice(0, 2).join('.')}.`;
    // groups may ask identity.profile.get (for the special administrator), but only for the actor it was sent.
    for (const actor of [forged, selfSigned, unsigned, 'not-a-token'])
      expect(await raw(asGroups, 'identity.profile.get', actor)).toMatchObject({
        ok: false,
        error: { code: 'UNAUTHENTICATED' },
      });
    // The gateway's own user with a forged admin: identity still refuses, and the organisation stays.
    for (const actor of [forged, selfSigned])
      expect(await raw(asGateway, 'identity.organization.delete', actor)).toMatchObject({
        ok: false,
        error: { code: 'UNAUTHENTICATED' },
      });
    expect(await organizationStillThere()).toBe(true);
  });

  it('groups’ credentials cannot join identity’s queue group: identity alone answers identity.actor.resolve', async () => {
    for (const queue of ['identity', 'groups', undefined]) {
      const impostor = asGroups.subscribe(`${prefix}identity.actor.resolve`, {
        queue,
        callback: () => undefined,
      });
      await asGroups.flush();
      expect(impostor.isClosed()).toBe(true);
    }
    const { actor } = await gateway.request(
      resolveActor,
      {
        issuer: 'https://idp.test/realms/crescendo',
        subject: randomUUID(),
        email: `${randomUUID()}@ecole.test`,
      },
      null,
    );
    expect(actor.roles).toEqual(['teacher']);
  });

  it('groups’ credentials cannot publish identity’s events', async () => {
    const envelope = {
      id: randomUUID(),
      subject: 'evt.identity.organization.deleted',
      occurredAt: new Date().toISOString(),
      organizationId: admin.organizationId,
      data: { organizationId: admin.organizationId },
    };
    const published = jetstream(asGroups).publish(
      `${prefix}evt.identity.organization.deleted`,
      JSON.stringify(envelope),
    );
    expect(await refused(published)).toBe('refused by NATS');
    expect(await organizationStillThere()).toBe(true);
  });

  it('groups’ credentials cannot read identity’s nor the gateway’s replies', async () => {
    for (const inbox of ['_INBOX_identity.>', '_INBOX_gateway.>', '_INBOX.>', '>']) {
      const eavesdropper = asGroups.subscribe(inbox, { callback: () => undefined });
      await asGroups.flush();
      expect(eavesdropper.isClosed()).toBe(true);
    }
  });
});
