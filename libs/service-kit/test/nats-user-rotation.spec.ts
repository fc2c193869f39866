import type { NatsConnection } from '@nats-io/transport-node';
import { OwnNatsServer, serviceEnv } from '@crescendo/testing';
import { natsPermissions, natsServerConfig, newNatsUserKey } from '../src/index.js';

/**
 * A service's NATS user rotated without an outage (decision 0062, deploy/README.md): a second user with
 * the same permissions, the server's configuration reloaded (not restarted), the pods moved to the new
 * seed, then the old user removed and the configuration reloaded again.
 */
describe('a service’s NATS user rotated with a configuration reload (decision 0062)', () => {
  let nats: OwnNatsServer;
  const connections: NatsConnection[] = [];
  const prefix = serviceEnv().NATS_PREFIX!;

  async function connected(seed: string): Promise<NatsConnection> {
    const connection = await nats.connectWithSeed('groups', seed);
    connections.push(connection);
    await connection.flush();
    return connection;
  }

  beforeAll(async () => {
    nats = await OwnNatsServer.start({ prefix });
  }, 60_000);
  afterAll(async () => {
    for (const connection of connections) if (!connection.isClosed()) await connection.close();
    await nats?.destroy();
  });

  it('writes both users of a rotation with the same permissions', () => {
    const [previous, next] = [newNatsUserKey(), newNatsUserKey()];
    const users = Object.fromEntries(
      Object.entries(nats.credentials).map(([service, key]) => [service, key.publicKey]),
    ) as Parameters<typeof natsServerConfig>[0]['users'];
    const config = JSON.parse(
      natsServerConfig({
        listen: '127.0.0.1:4222',
        storeDir: '/data',
        prefix,
        users: { ...users, groups: [previous.publicKey, next.publicKey] },
      }).replace(/^#.*\n/, ''),
    ) as { authorization: { users: Array<{ nkey: string; permissions: unknown }> } };
    const entries = config.authorization.users;
    const groups = entries.filter((user) => [previous.publicKey, next.publicKey].includes(user.nkey));
    expect(groups).toHaveLength(2);
    expect(groups[0]!.permissions).toEqual(natsPermissions('groups', prefix));
    expect(groups[1]!.permissions).toEqual(groups[0]!.permissions);
    // Every other service keeps its one user.
    expect(entries).toHaveLength(Object.keys(users).length + 1);
  });

  it('keeps the running connection and accepts both seeds during the rotation, the new one only after it', async () => {
    const running = await connected(nats.credentials.groups.seed);
    const { previous, next } = await nats.beginRotation('groups');

    // Step 1 (the new user added, reloaded): nothing connected was dropped, and either seed connects.
    await running.flush();
    expect(running.isClosed()).toBe(false);
    await connected(previous.seed);
    const moved = await connected(next.seed);

    // Step 3 (the old user removed, reloaded): the new seed still works, the old one is refused.
    await nats.endRotation('groups');
    await moved.flush();
    await expect(nats.connectWithSeed('groups', previous.seed)).rejects.toThrow(/Authorization Violation/i);
    await connected(next.seed);
    // A strange seed never got in (the refusal above is the removal's, not any seed's).
    await expect(nats.connectWithSeed('groups', newNatsUserKey().seed)).rejects.toThrow(
      /Authorization Violation/i,
    );
  }, 60_000);
});
