import { randomUUID } from 'node:crypto';
import {
  createAnnouncement,
  createCourseNote,
  deleteCourseNote,
  deleteMessage,
  getUnread,
  listAnnouncements,
  listCourseNotes,
  listMessageAudit,
  listMessages,
  liveTopic,
  markRead,
  messageContentMax,
  messageCreatedLive,
  messageDeletedLive,
  removeGroupMember,
  sendMessage,
  updateCourseNote,
  type Group,
} from '@crescendo/contracts';
import { eventually, twoOrganizations } from '@crescendo/testing';
import { startMessaging, type MessagingHarness } from './messaging-harness.js';

const orgs = twoOrganizations();
const { home } = orgs;

/**
 * Musichat's rules on the real service: groups decides who is in a group, PostgreSQL keeps the messages,
 * Redis counts the sends, the outbox relays the live events to the LIVE stream.
 */
describe('messaging: Musichat', () => {
  let h: MessagingHarness;
  let group: Group;

  beforeAll(async () => {
    h = await startMessaging({ MESSAGES_PER_MINUTE: '8' });
    group = await h.groupWith(home.teacher, [home.student, home.otherStudent]);
  }, 90_000);
  afterAll(() => h?.close());

  it('keeps a group’s chat for its members, its teacher and the admins, and pushes each message live', async () => {
    const sent = await h.ok(
      sendMessage,
      { groupId: group.id, content: '  Répétition jeudi  ' },
      home.teacher,
    );
    expect(sent).toMatchObject({ type: 'group', content: 'Répétition jeudi', senderId: home.teacher.userId });
    const reply = await h.ok(
      sendMessage,
      { groupId: group.id, content: 'On apporte les pupitres ?' },
      home.student,
    );

    for (const reader of [home.teacher, home.student, home.otherStudent, home.admin]) {
      const { messages } = await h.ok(listMessages, { groupId: group.id }, reader);
      expect(messages.map((message) => message.id)).toEqual([sent.id, reply.id]);
    }
    for (const outsider of [home.otherTeacher, orgs.away.admin, orgs.away.student]) {
      const refused = await h.send(listMessages, { groupId: group.id }, outsider);
      expect(refused).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
      const posted = await h.send(sendMessage, { groupId: group.id, content: 'Intrus' }, outsider);
      expect(posted).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    }
    const live = await eventually(
      () => h.liveEvents(liveTopic('group', group.id)),
      (events) => events.length >= 2,
    );
    // Which message, never its text (decision 0031): the page reads it through the API.
    const ref = (id: string) => ({ id, type: 'group', groupId: group.id, studentId: null });
    expect(live.slice(0, 2)).toEqual([
      { name: messageCreatedLive.name, data: ref(sent.id) },
      { name: messageCreatedLive.name, data: ref(reply.id) },
    ]);
  });

  it('refuses an empty message, one over the length bound, and a message without a group; keeps text as text', async () => {
    const empty = await h.send(sendMessage, { groupId: group.id, content: ' \n\t ' }, home.student);
    expect(empty).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    const long = await h.send(
      sendMessage,
      { groupId: group.id, content: 'a'.repeat(messageContentMax + 1) },
      home.student,
    );
    expect(long).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    const noGroup = await h.send(sendMessage, { content: 'Bonjour' } as never, home.student);
    expect(noGroup).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    const html = '<img src=x onerror="alert(1)"> <b>gras</b>\u0007';
    const kept = await h.ok(sendMessage, { groupId: group.id, content: html }, home.student);
    expect(kept.content).toBe('<img src=x onerror="alert(1)"> <b>gras</b>');
  });

  it('counts unread messages per conversation until the chat is opened (readBy)', async () => {
    const fresh = await h.groupWith(home.teacher, [home.student]);
    await h.ok(sendMessage, { groupId: fresh.id, content: 'Un' }, home.student);
    const second = await h.ok(sendMessage, { groupId: fresh.id, content: 'Deux' }, home.student);
    const before = await h.ok(getUnread, {}, home.teacher);
    expect(before.groups).toContainEqual({ groupId: fresh.id, count: 2 });
    // One's own messages are never unread.
    expect(
      (await h.ok(getUnread, {}, home.student)).groups.find((g) => g.groupId === fresh.id),
    ).toBeUndefined();

    const after = await h.ok(markRead, { groupId: fresh.id }, home.teacher);
    expect(after.groups.find((g) => g.groupId === fresh.id)).toBeUndefined();
    expect(after.total).toBe(before.total - 2);
    const { messages } = await h.ok(listMessages, { groupId: fresh.id }, home.teacher);
    expect(messages.find((m) => m.id === second.id)!.readBy).toEqual([home.teacher.userId]);
    await eventually(
      () => h.liveEvents(liveTopic('user', home.teacher.userId)),
      (events) => events.some((event) => event.name === 'messaging.messages.read'),
    );
  });

  it('keeps a direct thread between the group’s teacher and one student, seen by both and the admins only', async () => {
    const question = await h.ok(
      sendMessage,
      { groupId: group.id, content: 'Puis-je reprendre mon évaluation ?', receiverId: home.teacher.userId },
      home.student,
    );
    expect(question).toMatchObject({ type: 'direct', receiverId: home.teacher.userId });
    const answer = await h.ok(
      sendMessage,
      { groupId: group.id, content: 'Oui, mardi.', receiverId: home.student.userId },
      home.teacher,
    );
    const thread = { groupId: group.id, studentId: home.student.userId };
    for (const reader of [home.student, home.teacher, home.admin]) {
      const { messages } = await h.ok(listMessages, thread, reader);
      expect(messages.map((m) => m.id)).toEqual([question.id, answer.id]);
    }
    const classmate = await h.send(listMessages, thread, home.otherStudent);
    expect(classmate).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    // Not in the group's chat.
    const chat = await h.ok(listMessages, { groupId: group.id }, home.otherStudent);
    expect(chat.messages.map((m) => m.id)).not.toContain(question.id);
    // Student to student, or to someone outside the group: refused.
    const sideways = await h.send(
      sendMessage,
      { groupId: group.id, content: 'Salut', receiverId: home.otherStudent.userId },
      home.student,
    );
    expect(sideways).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    // Pushed to the two parties' own topics, not to the group's.
    await eventually(
      () => h.liveEvents(liveTopic('user', home.student.userId)),
      (events) => events.some((event) => event.data.id === answer.id),
    );
    const groupEvents = await h.liveEvents(liveTopic('group', group.id));
    expect(groupEvents.some((event) => event.data.id === answer.id)).toBe(false);
  });

  it('lets the group’s teacher or an admin delete a message, shown without its content, kept in the audit log', async () => {
    const rude = await h.ok(sendMessage, { groupId: group.id, content: 'Message déplacé' }, home.student);
    for (const who of [home.student, home.otherTeacher, orgs.away.admin]) {
      const refused = await h.send(deleteMessage, { messageId: rude.id }, who);
      expect(refused.ok).toBe(false);
    }
    const deleted = await h.ok(deleteMessage, { messageId: rude.id }, home.teacher);
    expect(deleted).toMatchObject({ id: rude.id, content: null, deletedAt: expect.any(String) });
    const { messages } = await h.ok(listMessages, { groupId: group.id }, home.otherStudent);
    expect(messages.find((m) => m.id === rude.id)).toMatchObject({ content: null });
    const { entries } = await h.ok(listMessageAudit, { groupId: group.id }, home.admin);
    expect(entries[0]).toMatchObject({
      messageId: rude.id,
      actorId: home.teacher.userId,
      actorRole: 'teacher',
      senderId: home.student.userId,
      content: 'Message déplacé',
    });
    expect((await h.send(listMessageAudit, {}, home.teacher)).ok).toBe(false);
    await eventually(
      () => h.liveEvents(liveTopic('group', group.id)),
      (events) => events.some((e) => e.name === messageDeletedLive.name && e.data.id === rude.id),
    );
  });

  it('pages from a message of the same conversation only: another school’s or group’s id is unknown', async () => {
    const fresh = await h.groupWith(home.teacher, [home.student]);
    const older = await h.ok(sendMessage, { groupId: fresh.id, content: 'Plus ancien' }, home.teacher);
    const newer = await h.ok(sendMessage, { groupId: fresh.id, content: 'Plus récent' }, home.teacher);
    const page = await h.ok(listMessages, { groupId: fresh.id, before: newer.id }, home.student);
    expect(page.messages.map((message) => message.id)).toEqual([older.id]);

    const away = await h.groupWith(orgs.away.teacher, [orgs.away.student]);
    const foreign = await h.ok(sendMessage, { groupId: away.id, content: 'Ailleurs' }, orgs.away.teacher);
    const sideways = await h.ok(sendMessage, { groupId: group.id, content: 'Autre groupe' }, home.teacher);
    for (const before of [foreign.id, sideways.id, randomUUID()]) {
      const refused = await h.send(listMessages, { groupId: fresh.id, before }, home.student);
      expect(refused).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    }
  });

  it('limits how fast one user sends, per user', async () => {
    const fresh = await h.groupWith(home.teacher, [home.student]);
    const results = [];
    for (let i = 0; i < 9; i += 1) {
      results.push(await h.send(sendMessage, { groupId: fresh.id, content: `n° ${i}` }, home.student));
    }
    // MESSAGES_PER_MINUTE=8 here, and earlier tests spent some of this student's budget.
    const refused = results.filter((result) => !result.ok);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({
      ok: false,
      error: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
    });
    // Another user's budget is their own.
    expect((await h.send(sendMessage, { groupId: fresh.id, content: 'Moi' }, home.teacher)).ok).toBe(true);
  });

  it('ends a removed student’s access at once', async () => {
    const leaving = { ...home.otherStudent };
    const fresh = await h.groupWith(home.teacher, [home.student, leaving]);
    expect((await h.send(listMessages, { groupId: fresh.id }, leaving)).ok).toBe(true);
    await h.ok(removeGroupMember, { groupId: fresh.id, studentId: leaving.userId }, home.teacher);
    expect(await h.send(listMessages, { groupId: fresh.id }, leaving)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });

  it('posts announcements by the group’s staff, seen by its students', async () => {
    const made = await h.ok(
      createAnnouncement,
      { groupId: group.id, title: 'Concert', content: 'Vendredi 19 h' },
      home.teacher,
    );
    const refused = await h.send(
      createAnnouncement,
      { groupId: group.id, title: 'X', content: 'Y' },
      home.student,
    );
    expect(refused.ok).toBe(false);
    const { announcements } = await h.ok(listAnnouncements, {}, home.student);
    expect(announcements.map((a) => a.id)).toContain(made.id);
    const away = await h.ok(listAnnouncements, {}, orgs.away.student);
    expect(away.announcements).toEqual([]);
  });

  it('keeps course notes per group; students see the shared ones', async () => {
    const shared = await h.ok(
      createCourseNote,
      { groupId: group.id, title: 'Réchauffement', content: 'Sons filés', shared: true },
      home.teacher,
    );
    const mine = await h.ok(
      createCourseNote,
      { groupId: group.id, title: 'Pour moi', content: 'Revoir la nuance', shared: false },
      home.teacher,
    );
    const seen = async (who: typeof home.student) =>
      (await h.ok(listCourseNotes, { groupId: group.id }, who)).notes.map((note) => note.id);
    expect(await seen(home.student)).toEqual([shared.id]);
    expect((await seen(home.teacher)).sort()).toEqual([shared.id, mine.id].sort());
    await h.ok(updateCourseNote, { noteId: mine.id, shared: true }, home.teacher);
    expect(await seen(home.student)).toContain(mine.id);
    expect((await h.send(updateCourseNote, { noteId: mine.id, title: 'X' }, home.student)).ok).toBe(false);
    await h.ok(deleteCourseNote, { noteId: mine.id }, home.teacher);
    expect(await seen(home.student)).toEqual([shared.id]);
    // The live word carries no content.
    const events = await eventually(
      () => h.liveEvents(liveTopic('group', group.id)),
      (all) => all.filter((e) => e.name === 'messaging.notes.changed').length >= 4,
    );
    expect(events.find((e) => e.name === 'messaging.notes.changed')!.data).toEqual({ groupId: group.id });
  });

  it('never takes the organisation from the payload', async () => {
    const other = await h.groupWith(orgs.away.teacher, [orgs.away.student]);
    const smuggled = await h.send(
      sendMessage,
      { groupId: other.id, content: 'x', organizationId: orgs.away.organizationId } as never,
      home.student,
    );
    expect(smuggled.ok).toBe(false);
    expect(await h.count(`messages WHERE group_id = $1`, [other.id])).toBe(0);
  });
});
