import { randomUUID } from 'node:crypto';
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { OwnNatsServer } from '@crescendo/testing';
import { ensureEventStreams, eraseFromStreams, streamName, subjectMatches } from '../src/index.js';

/**
 * Issue 31 §3, decision 0069: an erased person's messages leave the streams once their durable consumers have
 * read them, and nobody else's go. On a server with the NATS boundary, swept as identity's own user: its
 * permissions are the sweep's.
 */
describe('eraseFromStreams', () => {
  const prefix = 'tse.';
  let nats: OwnNatsServer;
  let operator: NatsConnection;
  let identity: NatsConnection;
  const person = { userId: randomUUID(), email: 'Lea.Roy@example.org' };
  const other = randomUUID();
  const events = streamName(prefix, 'EVENTS');

  beforeAll(async () => {
    nats = await OwnNatsServer.start({ prefix });
    operator = await nats.connectAs('operator');
    identity = await nats.connectAs('identity');
    await ensureEventStreams(operator, prefix);
  });
  afterAll(async () => {
    await operator?.close();
    await identity?.close();
    await nats?.destroy();
  });

  const publish = (subject: string, data: unknown) =>
    jetstream(operator).publish(`${prefix}${subject}`, JSON.stringify(data));
  const kept = async (stream: string, seq: number) =>
    (await (await jetstreamManager(operator)).streams.getMessage(stream, { seq })) !== null;

  it('erases what names the person once read, waits for what a consumer has still to read', async () => {
    const jsm = await jetstreamManager(operator);
    // The consumer that erases on `user.deleted` (groups', say) has not read it yet.
    await jsm.consumers.add(events, {
      durable_name: 'groups__identity_user_deleted',
      filter_subject: `${prefix}evt.identity.user.deleted`,
      ack_policy: AckPolicy.Explicit,
    });
    const report = await publish('evt.homework.report.created', { studentId: person.userId });
    const deleted = await publish('evt.identity.user.deleted', { userId: person.userId });
    const someoneElse = await publish('evt.homework.report.created', { studentId: other });
    const live = await publish(`live.user.${person.userId}`, { type: 'maestro.answer.progress' });
    const deadLetter = await publish('dlq.messaging.x', { to: 'lea.roy@EXAMPLE.org' });

    await expect(eraseFromStreams(identity, prefix, person)).resolves.toEqual({ erased: 3, pending: 1 });
    expect(await kept(events, report.seq)).toBe(false);
    expect(await kept(streamName(prefix, 'LIVE'), live.seq)).toBe(false);
    expect(await kept(streamName(prefix, 'DEAD_LETTERS'), deadLetter.seq)).toBe(false);
    expect(await kept(events, someoneElse.seq)).toBe(true);
    expect(await kept(events, deleted.seq)).toBe(true);

    // Read and acknowledged: the next sweep erases it, and the one after finds nothing.
    const consumer = await jetstream(operator).consumers.get(events, 'groups__identity_user_deleted');
    const message = await consumer.next({ expires: 5000 });
    expect(message?.seq).toBe(deleted.seq);
    await message!.ackAck();
    await expect(eraseFromStreams(identity, prefix, person)).resolves.toEqual({ erased: 1, pending: 0 });
    expect(await kept(events, deleted.seq)).toBe(false);
    await expect(eraseFromStreams(identity, prefix, person)).resolves.toEqual({ erased: 0, pending: 0 });
    expect(await kept(events, someoneElse.seq)).toBe(true);
  });

  it('is identity’s alone: another service’s user may not read or erase a stream’s messages', async () => {
    const groups = await nats.connectAs('groups');
    try {
      const seq = (await publish('evt.homework.report.created', { studentId: person.userId })).seq;
      await expect(eraseFromStreams(groups, prefix, person)).rejects.toThrow(/permission/i);
      const jsm = await jetstreamManager(groups);
      await expect(jsm.streams.deleteMessage(events, seq)).rejects.toThrow(/permission/i);
      expect(await kept(events, seq)).toBe(true);
    } finally {
      await groups.close();
    }
  });

  it('matches subjects as NATS does', () => {
    expect(subjectMatches('a.b.c', 'a.b.c')).toBe(true);
    expect(subjectMatches('a.*.c', 'a.b.c')).toBe(true);
    expect(subjectMatches('a.>', 'a.b.c')).toBe(true);
    expect(subjectMatches('a.>', 'a')).toBe(false);
    expect(subjectMatches('a.b', 'a.b.c')).toBe(false);
    expect(subjectMatches('a.b.c', 'a.b')).toBe(false);
  });
});
