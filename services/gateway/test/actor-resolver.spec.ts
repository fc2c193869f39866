import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { resolveActor } from '@crescendo/contracts';
import { prefixSubject, type ServiceClient } from '@crescendo/service-kit';
import { serviceEnv, testServiceClient } from '@crescendo/testing';
import { ActorResolver } from '../src/auth/actor-resolver.js';
import type { VerifiedToken } from '../src/auth/token-verifier.js';

const userId = randomUUID();
const organizationId = randomUUID();
const token: VerifiedToken = {
  issuer: 'https://id.test/realms/crescendo',
  subject: 'marie',
  email: 'marie@ecole.test',
  emailVerified: true,
};
const resolved = {
  actor: { userId, organizationId, roles: ['teacher'] },
  me: {
    id: userId,
    email: token.email,
    emailVerified: true,
    firstName: 'Marie',
    lastName: 'L',
    role: 'teacher',
    organizationId,
    instrument: null,
    settings: { language: 'fr', currency: 'CAD' },
  },
};

/**
 * The gateway's token → actor cache, against a stand-in for identity on NATS that counts what it is asked
 * and answers after 50 ms (a busy identity).
 */
describe('ActorResolver', () => {
  const env = serviceEnv();
  let identity: NatsConnection;
  let client: ServiceClient;
  let asked = 0;

  beforeAll(async () => {
    identity = await connect({ servers: env.NATS_URL });
    identity.subscribe(prefixSubject(env.NATS_PREFIX!, resolveActor.subject), {
      callback: (_, message) => {
        asked += 1;
        const { id } = message.json<{ id: string }>();
        setTimeout(() => message.respond(JSON.stringify({ id, response: { ok: true, data: resolved } })), 50);
      },
    });
    await identity.flush();
    client = testServiceClient({ natsUrl: env.NATS_URL!, prefix: env.NATS_PREFIX! });
  });
  afterAll(async () => {
    await client.close();
    await identity.close();
  });
  beforeEach(() => {
    asked = 0;
  });

  it('asks identity once for a user’s requests that come while it answers, and once again after expiry', async () => {
    const resolver = new ActorResolver(client, 200);
    const first = await Promise.all(Array.from({ length: 20 }, () => resolver.resolve(token)));
    expect(first.every((one) => one.actor.userId === userId)).toBe(true);
    expect(asked).toBe(1);
    await resolver.resolve(token);
    expect(asked).toBe(1);
    // The entry expires under load: still one question, not one per request.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await Promise.all(Array.from({ length: 20 }, () => resolver.resolve(token)));
    expect(asked).toBe(2);
  });

  it('asks again for requests after a change of the user, even while an earlier question is out', async () => {
    const resolver = new ActorResolver(client, 60_000);
    const before = resolver.resolve(token);
    resolver.forget(userId);
    await Promise.all([before, resolver.resolve(token)]);
    expect(asked).toBe(2);
  });
  it('caches per membership chosen, and asks identity again when the choice changes (its last used)', async () => {
    const resolver = new ActorResolver(client, 60_000);
    const inA = { ...token, choice: { organizationId: randomUUID(), role: 'teacher' as const } };
    const inB = { ...token, choice: { organizationId: randomUUID(), role: 'teacher' as const } };
    await Promise.all(Array.from({ length: 5 }, () => resolver.resolve(inA)));
    await resolver.resolve(inA);
    expect(asked).toBe(1);
    await resolver.resolve(token);
    await resolver.resolve(token);
    expect(asked).toBe(2);
    await resolver.resolve(inB);
    expect(asked).toBe(3);
    // Back to A: identity records it as the one used last, and the answer without a choice is asked again.
    await resolver.resolve(inA);
    await resolver.resolve(token);
    expect(asked).toBe(5);
    await resolver.resolve(inA);
    await resolver.resolve(token);
    expect(asked).toBe(5);
  });

  it('caches per Keycloak claims: tokens of one person naming other schools or roles are asked apart', async () => {
    const resolver = new ActorResolver(client, 60_000);
    const inA = { ...token, organizations: ['ecole-a'], realmRoles: ['offline_access', 'teacher'] };
    const inB = { ...token, organizations: ['ecole-b'], realmRoles: ['offline_access', 'teacher'] };
    const asAdmin = { ...inA, realmRoles: ['admin'] };
    await resolver.resolve(inA);
    await resolver.resolve({ ...inA });
    expect(asked).toBe(1);
    await resolver.resolve(inB);
    await resolver.resolve(asAdmin);
    await resolver.resolve(token);
    expect(asked).toBe(4);
    await resolver.resolve(inB);
    expect(asked).toBe(4);
  });
});
