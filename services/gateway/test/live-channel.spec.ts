import { randomUUID } from 'node:crypto';
import {
  liveCloseCodes,
  liveTopic,
  messageCreatedLive,
  natsBoundaries,
  natsServices,
  type Group,
  type LiveServerFrame,
} from '@crescendo/contracts';
import { checkNatsMatrix, LiveTestSocket, publishLive, type NatsMatrixCase } from '@crescendo/testing';
import type { NatsConnection } from '@nats-io/transport-node';
import { callApi, eventually, signUp, startOwnPlatform, type OwnPlatform } from './own-platform.js';

/**
 * /api/v1/live on the whole platform with two gateway replicas: tokens from the provider's pages, topics
 * checked by the gateway (groups decides who sees a group), events put in the LIVE stream as a service's
 * outbox relay puts them, delivered by whichever replica holds the socket.
 */
describe('gateway: the live channel', () => {
  let platform: OwnPlatform & { natsPrefix: string };
  let nats: NatsConnection;
  let prefix: string;
  let teacher: string;
  let student: string;
  let studentId: string;
  let teacherId: string;
  let group: Group;
  let otherGroup: Group;
  const sockets: LiveTestSocket[] = [];

  const call = (method: string, path: string, token?: string, body?: unknown) =>
    callApi(platform, method, path, token, body);
  const open = async (origin: string, token: string, topics: string[], since?: number) => {
    const opened = await LiveTestSocket.subscribed(origin, token, topics as never, since);
    sockets.push(opened.live);
    return opened;
  };
  const publish = (topic: string, data: unknown) =>
    publishLive(nats, prefix, topic as never, 'test.thing.happened', data);

  async function joinedStudent(code: string): Promise<{ token: string; id: string }> {
    const token = await signUp(platform);
    const joined = await call('POST', '/groups/join', token, { code });
    if (joined.status !== 201) throw new Error(`not joined: ${JSON.stringify(joined)}`);
    const me = await eventually(
      () => call('GET', '/me', token),
      (answer) => answer.body?.role === 'student',
    );
    return { token, id: me.body.id };
  }

  beforeAll(async () => {
    platform = await startOwnPlatform({ gateway: { LIVE_AUTH_TIMEOUT_MS: '1500' } }, 2, [
      'identity',
      'groups',
      'messaging',
    ]);
    prefix = platform.natsPrefix;
    nats = await platform.nats.connectAs('operator');
    teacher = await signUp(platform);
    await call('POST', '/organizations', teacher, { name: 'École Crescendo', role: 'teacher' });
    teacherId = (await call('GET', '/me', teacher)).body.id;
    group = (await call('POST', '/groups', teacher, { name: 'MUS212 — Harmonie' })).body;
    otherGroup = (await call('POST', '/groups', teacher, { name: 'MUS312 — Cuivres' })).body;
    ({ token: student, id: studentId } = await joinedStudent(group.connectionCode!));
  }, 120_000);
  afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));
  afterAll(async () => {
    await nats?.close();
    await platform?.close();
  });

  it('closes a socket that does not authenticate in time, or with a token that is not one', async () => {
    const silent = await LiveTestSocket.open(platform.origin);
    sockets.push(silent);
    expect((await silent.closed).code).toBe(liveCloseCodes.unauthenticated);

    const forged = await LiveTestSocket.open(platform.origin);
    sockets.push(forged);
    forged.send({ type: 'auth', token: 'eyJhbGciOiJub25lIn0.e30.' });
    expect((await forged.closed).code).toBe(liveCloseCodes.unauthenticated);
    expect(forged.frames[0]).toMatchObject({ type: 'error', error: { code: 'UNAUTHENTICATED' } });

    const early = await LiveTestSocket.open(platform.origin);
    sockets.push(early);
    early.send({ type: 'subscribe', topics: [liveTopic('user', studentId)] });
    expect((await early.closed).code).toBe(liveCloseCodes.unauthenticated);

    const garbage = await LiveTestSocket.open(platform.origin);
    sockets.push(garbage);
    garbage.send('not json');
    expect((await garbage.closed).code).toBe(liveCloseCodes.protocol);
  });

  it('checks every topic on the server: one’s own user topic, the groups one may see', async () => {
    const { answer } = await open(platform.origin, student, [
      liveTopic('user', studentId),
      liveTopic('user', teacherId),
      liveTopic('group', group.id),
      liveTopic('group', otherGroup.id),
      liveTopic('group', randomUUID()),
    ]);
    expect(answer.topics).toEqual([liveTopic('user', studentId), liveTopic('group', group.id)]);
    expect(answer.refused.map(({ topic, error }) => [topic, error.code])).toEqual([
      [liveTopic('user', teacherId), 'FORBIDDEN'],
      [liveTopic('group', otherGroup.id), 'NOT_FOUND'],
      [expect.stringMatching(/^group:/), 'NOT_FOUND'],
    ]);
    // The teacher follows both of their groups.
    const teacherSide = await open(platform.origin, teacher, [
      liveTopic('group', group.id),
      liveTopic('group', otherGroup.id),
    ]);
    expect(teacherSide.answer.refused).toEqual([]);
  });

  it('delivers through NATS: a socket on either replica gets its topics’ events, and only those', async () => {
    const [first, second] = platform.origins;
    const onFirst = await open(first!, teacher, [
      liveTopic('group', group.id),
      liveTopic('group', otherGroup.id),
    ]);
    const onSecond = await open(second!, student, [
      liveTopic('group', group.id),
      liveTopic('user', studentId),
    ]);

    const seq = await publish(liveTopic('group', group.id), { n: 1 });
    await publish(liveTopic('group', otherGroup.id), { n: 2 });
    await publish(liveTopic('user', studentId), { n: 3 });
    await publish(liveTopic('user', teacherId), { n: 4 });

    const lastForStudent = await onSecond.live.next(
      (frame) => frame.type === 'event' && frame.seq === seq + 2,
    );
    expect(lastForStudent).toMatchObject({ topic: liveTopic('user', studentId), data: { n: 3 } });
    await onFirst.live.next((frame) => frame.type === 'event' && frame.seq === seq + 1);
    expect(onSecond.live.events().map((event) => event.data)).toEqual([{ n: 1 }, { n: 3 }]);
    expect(onSecond.live.events()[0]).toMatchObject({
      seq,
      topic: liveTopic('group', group.id),
      name: 'test.thing.happened',
    });
    expect(onFirst.live.events().map((event) => event.data)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('resumes from the last event seen: what was missed, once, in order, then what comes next', async () => {
    const topic = liveTopic('group', group.id);
    const { live: before } = await open(platform.origins[1]!, student, [topic]);
    const seen = await publish(topic, { n: 'seen' });
    await before.next((frame) => frame.type === 'event' && frame.seq === seen);
    before.close();
    await before.closed;

    const missed = [
      await publish(topic, { n: 'missed 1' }),
      await publish(liveTopic('group', otherGroup.id), {}),
    ];
    missed.push(await publish(topic, { n: 'missed 2' }));

    const { live: after, answer } = await open(platform.origin, student, [topic], seen);
    expect(answer.cursor).toBeGreaterThanOrEqual(missed[2]!);
    const next = await publish(topic, { n: 'next' });
    await after.next((frame) => frame.type === 'event' && frame.seq === next);
    expect(after.events().map((event) => [event.seq, event.data])).toEqual([
      [missed[0], { n: 'missed 1' }],
      [missed[2], { n: 'missed 2' }],
      [next, { n: 'next' }],
    ]);
  });

  it('asks a client whose cursor is older than what the stream keeps to reload', async () => {
    const topic = liveTopic('user', studentId);
    const { live } = await open(platform.origin, student, [topic], 0);
    // The stream started at 1 in this platform: 0 is still kept, nothing is lost, no resync.
    expect(live.frames.some((frame) => frame.type === 'resync')).toBe(false);
    const ahead = await open(platform.origin, student, [topic], 10_000_000);
    expect(ahead.live.frames.some((frame) => frame.type === 'resync')).toBe(true);
  });

  it('ends a removed student’s subscription at once, on the replica that holds the socket', async () => {
    const leaving = await joinedStudent(group.connectionCode!);
    const topic = liveTopic('group', group.id);
    const { live } = await open(platform.origins[1]!, leaving.token, [topic, liveTopic('user', leaving.id)]);
    const removed = await call('DELETE', `/groups/${group.id}/students/${leaving.id}`, teacher);
    expect(removed.status).toBeLessThan(300);
    await live.next((frame) => frame.type === 'revoked' && frame.topic === topic);

    const after = await publish(topic, { n: 'after removal' });
    const own = await publish(liveTopic('user', leaving.id), { n: 'still mine' });
    await live.next((frame) => frame.type === 'event' && frame.seq === own);
    expect(live.events().map((event) => event.seq)).not.toContain(after);
    // Subscribing again is refused: groups no longer shows them the group.
    live.send({ type: 'subscribe', topics: [topic], ref: 'again' });
    const again = await live.next((frame) => frame.type === 'subscribed' && frame.ref === 'again');
    expect(again).toMatchObject({ topics: [], refused: [{ topic, error: { code: 'NOT_FOUND' } }] });
  });

  it('closes the sockets of a deleted account, and revokes a deleted group', async () => {
    const leaving = await joinedStudent(otherGroup.connectionCode!);
    const { live } = await open(platform.origins[1]!, leaving.token, [liveTopic('user', leaving.id)]);
    const teacherSide = await open(platform.origin, teacher, [liveTopic('group', otherGroup.id)]);

    expect((await call('DELETE', '/account', leaving.token)).status).toBeLessThan(300);
    expect((await live.closed).code).toBe(liveCloseCodes.accessEnded);

    expect((await call('DELETE', `/groups/${otherGroup.id}`, teacher)).status).toBeLessThan(300);
    await teacherSide.live.next(
      (frame) => frame.type === 'revoked' && frame.topic === liveTopic('group', otherGroup.id),
    );
  });

  it('closes the socket of an account taken out of its organisation (the team’s Retirer)', async () => {
    const admin = await signUp(platform);
    await call('POST', '/organizations', admin, { name: 'École Allegro', role: 'admin' });
    const own = (await call('POST', '/groups', admin, { name: 'MUS512 — Chorale' })).body as Group;
    const leaving = await joinedStudent(own.connectionCode!);
    const { live } = await open(platform.origins[1]!, leaving.token, [liveTopic('user', leaving.id)]);
    const removed = await call('DELETE', `/team/members/${leaving.id}`, admin);
    expect(removed.status).toBeLessThan(300);
    expect((await live.closed).code).toBe(liveCloseCodes.accessEnded);
  });

  it('holds at most twelve sockets of one account on a replica: one more is closed, saying why', async () => {
    const token = await signUp(platform);
    const userId = (await call('GET', '/me', token)).body.id as string;
    const held: LiveTestSocket[] = [];
    for (let i = 0; i < 12; i += 1)
      held.push((await open(platform.origin, token, [liveTopic('user', userId)])).live);

    const extra = await LiveTestSocket.open(platform.origin);
    sockets.push(extra);
    extra.send({ type: 'auth', token });
    expect(await extra.closed).toEqual({ code: liveCloseCodes.tooManySockets, reason: 'too many sockets' });
    expect(extra.frames).toEqual([
      {
        type: 'error',
        error: expect.objectContaining({ code: 'RATE_LIMITED', messageKey: 'live.tooManySockets' }),
      },
    ]);
    // The other replica counts its own; and a socket closed here leaves room for another.
    await open(platform.origins[1]!, token, [liveTopic('user', userId)]);
    held[0]!.close();
    await held[0]!.closed;
    const again = await eventually(
      () => LiveTestSocket.subscribed(platform.origin, token, [liveTopic('user', userId)]).catch(() => null),
      (opened) => opened !== null,
    );
    sockets.push(again!.live);
  });

  it('budgets the groups one socket has checked, and remembers those granted for a while', async () => {
    const topic = liveTopic('group', group.id);
    const { live } = await open(platform.origin, student, [topic]);
    const subscribe = async (topics: string[], ref: string) => {
      live.send({ type: 'subscribe', topics: topics as never, ref });
      return live.next(
        (frame): frame is Extract<LiveServerFrame, { type: 'subscribed' }> =>
          frame.type === 'subscribed' && frame.ref === ref,
      );
    };
    const strangers = () => Array.from({ length: 50 }, () => liveTopic('group', randomUUID()));
    // A script asking groups about every group it can make up: 100 questions, then the budget is spent.
    for (const ref of ['a', 'b']) await subscribe(strangers(), ref);
    const spent = await subscribe(strangers(), 'c');
    const limited = spent.refused.filter(({ error }) => error.code === 'RATE_LIMITED');
    expect(limited.length).toBeGreaterThan(40);
    expect(limited[0]!.error.retryAfterSeconds).toBeGreaterThan(0);
    // What costs groups nothing still works: the granted group again, one's own topic.
    live.send({ type: 'unsubscribe', topics: [topic] });
    const again = await subscribe([topic, liveTopic('user', studentId)], 'd');
    expect(again).toMatchObject({ topics: [topic, liveTopic('user', studentId)], refused: [] });
  });

  it('renews the token on the same socket, and refuses another user’s token there', async () => {
    const { live } = await open(platform.origin, student, [liveTopic('user', studentId)]);
    live.send({ type: 'auth', token: student });
    await live.next((frame) => frame.type === 'ready', 10_000, 2);
    live.send({ type: 'auth', token: teacher });
    expect((await live.closed).code).toBe(liveCloseCodes.unauthenticated);
  });

  it('lets only the services that declare it publish live events (the NATS boundary)', async () => {
    const subject = `live.group.${group.id}`;
    const cells = natsServices.map((who): NatsMatrixCase => ({
      who,
      attempt: { publish: subject, body: {} },
      expected: natsBoundaries[who].live === 'publishes' ? 'allowed' : 'denied',
    }));
    expect(cells.some((cell) => cell.expected === 'denied')).toBe(true);
    expect(await checkNatsMatrix(platform.nats, prefix, cells)).toEqual([]);
  });

  it('carries Musichat: a message sent through one replica reaches the sockets held by the other', async () => {
    const [first, second] = platform.origins;
    const topic = liveTopic('group', group.id);
    const onSecond = await open(second!, student, [topic]);
    const onFirst = await open(first!, teacher, [topic]);
    const sent = await callApi({ ...platform, origin: first! }, 'POST', '/messages', teacher, {
      groupId: group.id,
      content: 'Répétition jeudi 15 h 30',
    });
    expect(sent.status).toBe(201);
    for (const side of [onSecond.live, onFirst.live]) {
      const event = await side.next(
        (frame) => frame.type === 'event' && frame.name === messageCreatedLive.name,
      );
      // Which message, not its text: the page reads it through the API (decision 0031).
      expect(event).toMatchObject({
        data: { id: sent.body.id, type: 'group', groupId: group.id, studentId: null },
      });
      expect(JSON.stringify(event)).not.toContain('Répétition');
    }
  });
});
