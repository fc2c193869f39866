import {
  liveTopic,
  messageCreatedLive,
  messageDeletedLive,
  type Group,
  type LiveServerFrame,
} from '@crescendo/contracts';
import { LiveTestSocket } from '@crescendo/testing';
import { callApi, eventually, signUp, startOwnPlatform, type OwnPlatform } from './own-platform.js';

type EventFrame = Extract<LiveServerFrame, { type: 'event' }>;

/**
 * Musichat through the public edge (issue 34.3, 34.7c): what a resuming socket is sent again from the LIVE
 * stream, and the chat's `before` cursor, with accounts made on the provider's pages and the real services.
 */
describe('gateway: Musichat’s history through the live channel and the API', () => {
  let platform: OwnPlatform;
  let teacher: string;
  let group: Group;
  const sockets: LiveTestSocket[] = [];

  const call = (method: string, path: string, token?: string, body?: unknown) =>
    callApi(platform, method, path, token, body);
  const post = async (content: string): Promise<string> => {
    const sent = await call('POST', '/messages', teacher, { groupId: group.id, content });
    if (sent.status !== 201) throw new Error(`not sent: ${JSON.stringify(sent)}`);
    return sent.body.id as string;
  };
  /** Where the stream is now: what a client that saw everything so far would resume from. */
  const cursorNow = async (token: string): Promise<number> => (await open(token)).answer.cursor;
  const open = async (token: string, since?: number) => {
    const opened = await LiveTestSocket.subscribed(
      platform.origin,
      token,
      [liveTopic('group', group.id)],
      since,
    );
    sockets.push(opened.live);
    return opened;
  };
  const replayed = (live: LiveTestSocket, messageId: string) =>
    live.events().filter((event: EventFrame) => (event.data as { id?: string }).id === messageId);

  async function joinedStudent(): Promise<string> {
    const token = await signUp(platform);
    const joined = await call('POST', '/groups/join', token, { code: group.connectionCode });
    if (joined.status !== 201) throw new Error(`not joined: ${JSON.stringify(joined)}`);
    await eventually(
      () => call('GET', '/me', token),
      (answer) => answer.body?.role === 'student',
    );
    return token;
  }

  beforeAll(async () => {
    platform = await startOwnPlatform(undefined, 1, ['identity', 'groups', 'messaging']);
    teacher = await signUp(platform);
    await call('POST', '/organizations', teacher, { name: 'École Crescendo', role: 'teacher' });
    group = (await call('POST', '/groups', teacher, { name: 'MUS212 — Harmonie' })).body;
  }, 120_000);
  afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));
  afterAll(async () => {
    await platform?.close();
  });

  it('never sends a deleted message’s text again to a socket that resumes from before it', async () => {
    const student = await joinedStudent();
    const since = await cursorNow(student);
    const text = 'Le code du casier est 4512';
    const messageId = await post(text);
    expect((await call('DELETE', `/messages/${messageId}`, teacher)).status).toBe(200);

    const { live } = await open(student, since);
    // The events say which message, created then deleted; nothing of what it said.
    expect(replayed(live, messageId).map((event) => event.name)).toEqual([
      messageCreatedLive.name,
      messageDeletedLive.name,
    ]);
    expect(JSON.stringify(live.frames)).not.toContain(text);
    // The page reads it through the API: as it is now.
    const page = await call('GET', `/messages?groupId=${group.id}`, student);
    expect(page.body.messages.find((message: { id: string }) => message.id === messageId)).toMatchObject({
      content: null,
      deletedAt: expect.any(String),
    });
  });

  it('replays a group to a student from when they joined it, never what was said before', async () => {
    const since = await cursorNow(teacher);
    const before = await post('Avant ton arrivée');
    const student = await joinedStudent();
    const after = await post('Bienvenue dans le groupe');

    const { live } = await open(student, since);
    expect(replayed(live, after).map((event) => event.name)).toEqual([messageCreatedLive.name]);
    expect(replayed(live, before)).toEqual([]);
    // The group's teacher, who reads its whole history, gets both again.
    const teacherSide = await open(teacher, since);
    expect(replayed(teacherSide.live, before)).toHaveLength(1);
    expect(replayed(teacherSide.live, after)).toHaveLength(1);
  });

  it('refuses a page of the chat that starts from another school’s message', async () => {
    const own = await post('Répétition jeudi');
    const newer = await post('Apportez vos partitions');
    const page = await call('GET', `/messages?groupId=${group.id}&before=${newer}`, teacher);
    expect(page.status).toBe(200);
    expect(page.body.messages.map((message: { id: string }) => message.id)).toContain(own);

    const elsewhere = await signUp(platform);
    await call('POST', '/organizations', elsewhere, { name: 'École Allegro', role: 'teacher' });
    const theirs = (await call('POST', '/groups', elsewhere, { name: 'MUS512 — Chorale' })).body as Group;
    const foreign = await call('POST', '/messages', elsewhere, { groupId: theirs.id, content: 'Ailleurs' });
    expect(foreign.status).toBe(201);

    const refused = await call('GET', `/messages?groupId=${group.id}&before=${foreign.body.id}`, teacher);
    expect(refused).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
  });
});
