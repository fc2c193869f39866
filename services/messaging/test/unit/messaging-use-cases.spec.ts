import { groupOf, person, refusalOf, schoolOf } from '@crescendo/testing/fakes';
import { messagingUnderTest } from './fakes/messaging-under-test.js';

/**
 * Messaging's use cases on fakes: Musichat's messages (MessagesService: who may post, read and delete where, the
 * send limit) and the board (BoardService). One file, so the service's modules load once in the unit tier.
 */
function chat() {
  const m = messagingUnderTest();
  return { ...m, ...schoolOf(m.groups) };
}

describe('sending a message', () => {
  it('to a group one may not see is refused before the limit is spent, and nothing is stored', async () => {
    const s = chat();
    expect(
      await refusalOf(s.messages.send(s.student, { groupId: s.otherGroup.id, content: 'Bonjour' })),
    ).toEqual({
      code: 'NOT_FOUND',
      key: 'groups.notFound',
    });
    expect(s.limit.taken).toEqual([]);
    expect(s.tables.messages).toHaveLength(0);
  });

  it('to the group is stored with the sender’s name and role, and goes live to the group’s topic', async () => {
    const s = chat();
    const message = await s.messages.send(s.student, { groupId: s.group.id, content: 'Bonjour' });
    expect(message).toMatchObject({ type: 'group', senderId: s.student.userId, content: 'Bonjour' });
    expect(s.tables.messages[0]).toMatchObject({
      sender_role: 'student',
      sender_name: expect.stringMatching(/^Nom /),
    });
    expect(s.outbox.events).toEqual([
      expect.objectContaining({ subject: 'messaging.message.created.v2', topic: `group:${s.group.id}` }),
    ]);
    expect(s.outbox.commits).toBe(1);
  });

  it('over the send limit is refused, and nothing is stored or announced', async () => {
    const s = chat();
    s.limit.spent.add(s.student.userId);
    expect(
      await refusalOf(s.messages.send(s.student, { groupId: s.group.id, content: 'Encore' })),
    ).toMatchObject({
      code: 'RATE_LIMITED',
      key: 'messaging.tooFast',
    });
    expect(s.tables.messages).toHaveLength(0);
    expect(s.outbox.events).toHaveLength(0);
  });

  it('directly goes between a student and the group’s teacher, in the student’s thread', async () => {
    const s = chat();
    const direct = await s.messages.send(s.student, {
      groupId: s.group.id,
      content: 'Question',
      receiverId: s.teacher.userId,
    });
    expect(direct.type).toBe('direct');
    expect(s.tables.messages[0]!.thread_student_id).toBe(s.student.userId);
    expect(s.outbox.events.map((e) => e.topic).sort()).toEqual(
      [`user:${s.student.userId}`, `user:${s.teacher.userId}`].sort(),
    );
  });

  it('directly to another student, or from a teacher to a student outside the group, is refused', async () => {
    const s = chat();
    const parties = {
      code: 'VALIDATION_FAILED',
      key: 'common.validation',
      fields: { receiverId: 'messaging.directParties' },
    };
    expect(
      await refusalOf(
        s.messages.send(s.student, { groupId: s.group.id, content: 'Psst', receiverId: s.classmate.userId }),
      ),
    ).toEqual(parties);
    const outsider = s.otherGroup.studentIds[0]!;
    expect(
      await refusalOf(
        s.messages.send(s.teacher, { groupId: s.group.id, content: 'Allô', receiverId: outsider }),
      ),
    ).toEqual(parties);
    expect(s.tables.messages).toHaveLength(0);
  });
});

describe('reading messages', () => {
  it('of another student’s direct thread is refused to a student', async () => {
    const s = chat();
    expect(
      await refusalOf(
        s.messages.list(s.student, { groupId: s.group.id, studentId: s.classmate.userId, limit: 50 }),
      ),
    ).toEqual({ code: 'NOT_FOUND', key: 'groups.notFound' });
    expect(
      await s.messages.list(s.teacher, { groupId: s.group.id, studentId: s.classmate.userId, limit: 50 }),
    ).toEqual([]);
  });

  it('counts unread messages of the groups one sees, not one’s own', async () => {
    const s = chat();
    await s.messages.send(s.teacher, { groupId: s.group.id, content: 'Répétition à 16 h' });
    await s.messages.send(s.student, { groupId: s.group.id, content: 'Merci' });
    expect(await s.messages.unread(s.classmate)).toMatchObject({
      total: 2,
      groups: [{ groupId: s.group.id, count: 2 }],
    });
    expect((await s.messages.unread(s.student)).total).toBe(1);
    expect((await s.messages.unread(s.otherTeacher)).total).toBe(0);
    await s.messages.markRead(s.classmate, s.group.id);
    expect((await s.messages.unread(s.classmate)).total).toBe(0);
    expect(s.outbox.events.at(-1)).toMatchObject({
      subject: 'messaging.messages.read',
      topic: `user:${s.classmate.userId}`,
    });
  });
});

describe('deleting a message', () => {
  async function posted() {
    const s = chat();
    const message = await s.messages.send(s.student, { groupId: s.group.id, content: 'Oups' });
    return { ...s, message };
  }

  it('by the group’s teacher removes its content, keeps who and what in the audit, and says so live', async () => {
    const s = await posted();
    const deleted = await s.messages.delete(s.teacher, s.message.id);
    expect(deleted).toMatchObject({ content: null, deletedAt: expect.any(String) });
    expect(s.tables.audit).toEqual([
      expect.objectContaining({ actorId: s.teacher.userId, actorRole: 'teacher', content: 'Oups' }),
    ]);
    expect(s.outbox.subjects().at(-1)).toBe('messaging.message.deleted.v2');
  });

  it('already deleted is answered as it is, with no second audit entry nor event', async () => {
    const s = await posted();
    await s.messages.delete(s.admin, s.message.id);
    const events = s.outbox.events.length;
    expect((await s.messages.delete(s.teacher, s.message.id)).content).toBeNull();
    expect(s.tables.audit).toHaveLength(1);
    expect(s.outbox.events).toHaveLength(events);
  });

  it('by a teacher of another group, or a student, is refused as unknown; one who only sees the group is forbidden', async () => {
    const s = await posted();
    const unknown = { code: 'NOT_FOUND', key: 'messaging.messageNotFound' };
    expect(await refusalOf(s.messages.delete(s.otherTeacher, s.message.id))).toEqual(unknown);
    expect(await refusalOf(s.messages.delete(s.student, s.message.id))).toEqual(unknown);
    s.groups.relate(s.otherTeacher.userId, s.group.id, 'student');
    expect(await refusalOf(s.messages.delete(s.otherTeacher, s.message.id))).toEqual({
      code: 'FORBIDDEN',
      key: 'messaging.notYourGroup',
    });
    expect(s.tables.messages[0]!.content).toBe('Oups');
    expect(s.tables.audit).toHaveLength(0);
  });

  it('is in the audit log admins read, and only admins', async () => {
    const s = await posted();
    await s.messages.delete(s.teacher, s.message.id);
    expect((await s.messages.audit(s.admin, { limit: 20 })).entries).toHaveLength(1);
    expect((await refusalOf(s.messages.audit(s.teacher, { limit: 20 }))).code).toBe('FORBIDDEN');
  });
});

/** Announcements and course notes: who keeps them, who reads what. */
function board() {
  const m = messagingUnderTest();
  const teacher = person('teacher');
  const otherTeacher = person('teacher');
  const student = person('student');
  const group = groupOf([teacher], [student]);
  const otherGroup = groupOf([otherTeacher], []);
  m.groups.addGroup(group).addGroup(otherGroup);
  return { ...m, teacher, otherTeacher, student, group, otherGroup };
}

describe('the board', () => {
  it('takes announcements from those who teach the group only', async () => {
    const s = board();
    const input = { groupId: s.group.id, title: 'Concert', content: 'Le 12 décembre' };
    expect(await refusalOf(s.board.announce(s.student, input))).toEqual({
      code: 'FORBIDDEN',
      key: 'messaging.notYourGroup',
    });
    expect(await refusalOf(s.board.announce(s.otherTeacher, input))).toEqual({
      code: 'NOT_FOUND',
      key: 'groups.notFound',
    });
    expect(s.tables.announcements).toHaveLength(0);
    await s.board.announce(s.teacher, input);
    expect(s.outbox.events).toEqual([
      expect.objectContaining({ subject: 'messaging.announcement.created.v2', topic: `group:${s.group.id}` }),
    ]);
    expect((await s.board.announcements(s.student, { limit: 20 })).announcements).toHaveLength(1);
  });

  it('shows students the shared notes only, and its teacher all of them', async () => {
    const s = board();
    await s.board.addNote(s.teacher, {
      groupId: s.group.id,
      title: 'Doigtés',
      content: 'Page 4',
      shared: true,
    });
    await s.board.addNote(s.teacher, {
      groupId: s.group.id,
      title: 'À surveiller',
      content: 'Justesse',
      shared: false,
    });
    expect(
      (await s.board.notes(s.student, { groupId: s.group.id, limit: 20 })).notes.map((n) => n.title),
    ).toEqual(['Doigtés']);
    expect((await s.board.notes(s.teacher, { groupId: s.group.id, limit: 20 })).notes).toHaveLength(2);
    expect(s.tables.sharedOnlyAsked).toEqual([true, false]);
  });

  it('lets only the group’s teacher change or remove a note, and says so live without its content', async () => {
    const s = board();
    const note = await s.board.addNote(s.teacher, {
      groupId: s.group.id,
      title: 'Privé',
      content: 'Secret',
      shared: false,
    });
    expect(await refusalOf(s.board.removeNote(s.otherTeacher, note.id))).toEqual({
      code: 'NOT_FOUND',
      key: 'groups.notFound',
    });
    expect(await refusalOf(s.board.changeNote(s.student, { noteId: note.id, shared: true }))).toEqual({
      code: 'FORBIDDEN',
      key: 'messaging.notYourGroup',
    });
    expect(s.tables.notes[0]!.shared).toBe(false);
    await s.board.removeNote(s.teacher, note.id);
    expect(s.tables.notes).toHaveLength(0);
    expect(s.outbox.events.map((e) => e.data)).toEqual([{ groupId: s.group.id }, { groupId: s.group.id }]);
  });
});
