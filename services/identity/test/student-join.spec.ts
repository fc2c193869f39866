import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { getProfile, membershipAdded, resolveActor, type EventDataOf } from '@crescendo/contracts';
import { prefixSubject, type RunningService, type ServiceClient } from '@crescendo/service-kit';
import { serviceEnv } from '@crescendo/testing';
import { addMember, newOrganization, signIn, startIdentity } from './identity-harness.js';

/**
 * Sign-up's student path: groups publishes `evt.groups.membership.added` (via 'code') when a student
 * joins with a connection code. Here the event is published as groups' outbox relay does (the
 * contract's envelope on JetStream, de-duplicated by its id), with groups' NATS user, on the NATS
 * server of this file's identity.
 */
describe('identity attaches a student who joined a group by code', () => {
  let running: RunningService;
  let client: ServiceClient;
  let publisher: NatsConnection;
  const prefix = serviceEnv().NATS_PREFIX!;

  beforeAll(async () => {
    const started = await startIdentity();
    ({ running, client } = started);
    publisher = await started.nats.connectAs('groups');
  });
  afterAll(async () => {
    await publisher.close();
    await client.close();
    await running.close();
  });

  async function publish(data: EventDataOf<typeof membershipAdded>, id = randomUUID()) {
    const envelope = {
      id,
      subject: membershipAdded.subject,
      occurredAt: new Date().toISOString(),
      organizationId: data.organizationId,
      data,
    };
    await jetstream(publisher).publish(
      prefixSubject(prefix, membershipAdded.subject),
      JSON.stringify(envelope),
      { msgID: id },
    );
    return envelope;
  }

  const membershipOf = async (userId: string) => {
    const rows: Array<{ organization_id: string | null; role: string }> =
      await running.infra.dataSource!.query(
        `SELECT m.organization_id, m.role FROM memberships m JOIN users u ON u.id = m.user_id
          WHERE m.user_id = $1`,
        [userId],
      );
    return rows[0];
  };

  async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const value = await probe();
      if (accept(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const processed = async (eventId: string) => {
    const rows: unknown[] = await running.infra.dataSource!.query(
      `SELECT 1 FROM processed_events WHERE event_id = $1`,
      [eventId],
    );
    return rows.length > 0;
  };

  it('makes a user without organisation a student of the group’s organisation, once', async () => {
    const { organizationId } = await newOrganization(client);
    const { me, subject } = await signIn(client);
    expect(me.organizationId).toBeNull();
    const groupId = randomUUID();
    const event = await publish({ groupId, organizationId, studentId: me.id, via: 'code' });

    const after = await eventually(
      () => membershipOf(me.id),
      (row) => row?.organization_id === organizationId,
    );
    expect(after).toEqual({ organization_id: organizationId, role: 'student' });
    const updates: Array<{ payload: { organizationId: string } }> = await running.infra.dataSource!.query(
      `SELECT payload FROM outbox WHERE subject = 'evt.identity.user.updated' AND payload->>'userId' = $1`,
      [me.id],
    );
    expect(updates.map((u) => u.payload.organizationId)).toEqual([organizationId]);

    // The gateway's next resolve sees a student of that organisation.
    const { actor } = await client.request(
      resolveActor,
      { issuer: 'https://idp.test/realms/crescendo', subject, email: me.email },
      null,
    );
    expect(actor).toEqual({ userId: me.id, organizationId, roles: ['student'] });
    // Which groups they are in is the groups service's to say, not a field of the profile (decision 0020).
    expect(await client.request(getProfile, {}, actor)).not.toHaveProperty('groupId');

    // The same event again under another message id (JetStream's de-duplication lets it through): the
    // kit recognises its id. Then another group's code: the student is already in an organisation.
    await jetstream(publisher).publish(
      prefixSubject(prefix, membershipAdded.subject),
      JSON.stringify({ ...event, occurredAt: new Date().toISOString() }),
      { msgID: randomUUID() },
    );
    const second = await publish({ groupId: randomUUID(), organizationId, studentId: me.id, via: 'code' });
    await eventually(() => processed(second.id), Boolean);
    expect(await membershipOf(me.id)).toEqual({ organization_id: organizationId, role: 'student' });
    const count: Array<{ n: number }> = await running.infra.dataSource!.query(
      `SELECT count(*)::int AS n FROM outbox WHERE subject = 'evt.identity.user.updated' AND payload->>'userId' = $1`,
      [me.id],
    );
    expect(count[0]!.n).toBe(1);
  });

  it('leaves a member of an organisation as they are, and ignores moves between groups', async () => {
    const { organizationId } = await newOrganization(client);
    const other = await newOrganization(client);
    const { actor: teacher } = await addMember(running, client, organizationId, 'teacher');
    const joined = await publish({
      groupId: randomUUID(),
      organizationId: other.organizationId,
      studentId: teacher.userId,
      via: 'code',
    });
    await eventually(() => processed(joined.id), Boolean);
    expect(await membershipOf(teacher.userId)).toMatchObject({
      organization_id: organizationId,
      role: 'teacher',
    });

    const { me } = await signIn(client);
    const moved = await publish({ groupId: randomUUID(), organizationId, studentId: me.id, via: 'move' });
    await eventually(() => processed(moved.id), Boolean);
    expect(await membershipOf(me.id)).toMatchObject({ organization_id: null, role: 'teacher' });

    // A user erased since the join: nothing to attach, nothing fails.
    const gone = await publish({
      groupId: randomUUID(),
      organizationId,
      studentId: randomUUID(),
      via: 'code',
    });
    expect(await eventually(() => processed(gone.id), Boolean)).toBe(true);
  });
});
