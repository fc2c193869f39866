import {
  createAnnouncement,
  createCourseNote,
  groupDeleted,
  listAnnouncements,
  listMessageAudit,
  listMessages,
  organizationDeleted,
  sendMessage,
  deleteMessage,
  userDeleted,
} from '@crescendo/contracts';
import { Redis } from 'ioredis';
import { eventually, testRunEnv, twoOrganizations } from '@crescendo/testing';
import { startMessaging, type MessagingHarness } from './messaging-harness.js';

/** What groups' and identity's deletions mean for Musichat (decision 0032), on the real service and JetStream. */
describe('messaging: reactions to deletions', () => {
  let h: MessagingHarness;
  beforeAll(async () => {
    h = await startMessaging();
  }, 90_000);
  afterAll(() => h?.close());

  it('erases a deleted group’s chat, threads, audit log, announcements and notes', async () => {
    const { home } = twoOrganizations();
    const group = await h.groupWith(home.teacher, [home.student]);
    const kept = await h.groupWith(home.teacher, [home.student]);
    for (const id of [group.id, kept.id]) {
      const message = await h.ok(sendMessage, { groupId: id, content: 'Bonjour' }, home.student);
      await h.ok(
        sendMessage,
        { groupId: id, content: 'Privé', receiverId: home.teacher.userId },
        home.student,
      );
      await h.ok(deleteMessage, { messageId: message.id }, home.teacher);
      await h.ok(createAnnouncement, { groupId: id, title: 'T', content: 'C' }, home.teacher);
      await h.ok(createCourseNote, { groupId: id, title: 'T', content: 'C', shared: true }, home.teacher);
    }
    await h.publishEvent(
      groupDeleted.subject,
      { groupId: group.id, organizationId: home.organizationId },
      home.organizationId,
    );
    await eventually(
      () => h.count(`messages WHERE group_id = $1`, [group.id]),
      (n) => n === 0,
      15_000,
    );
    for (const table of ['message_audit', 'announcements', 'course_notes']) {
      expect([table, await h.count(`${table} WHERE group_id = $1`, [group.id])]).toEqual([table, 0]);
      expect([table, await h.count(`${table} WHERE group_id = $1`, [kept.id])]).toEqual([table, 1]);
    }
    expect(await h.count(`messages WHERE group_id = $1`, [kept.id])).toBe(2);
  });

  it('unnames a deleted account’s messages and erases what a student wrote and every direct thread of theirs', async () => {
    const { home } = twoOrganizations();
    const group = await h.groupWith(home.teacher, [home.student, home.otherStudent]);
    const fromStudent = await h.ok(sendMessage, { groupId: group.id, content: 'Je suis Léa' }, home.student);
    const fromTeacher = await h.ok(
      sendMessage,
      { groupId: group.id, content: 'Concert vendredi' },
      home.teacher,
    );
    const fromClassmate = await h.ok(sendMessage, { groupId: group.id, content: 'Super' }, home.otherStudent);
    await h.ok(
      sendMessage,
      { groupId: group.id, content: 'Question', receiverId: home.teacher.userId },
      home.student,
    );
    const removed = await h.ok(sendMessage, { groupId: group.id, content: 'Hors sujet' }, home.student);
    await h.ok(deleteMessage, { messageId: removed.id }, home.teacher);
    await h.ok(createAnnouncement, { groupId: group.id, title: 'T', content: 'C' }, home.teacher);

    // The student's account is erased.
    await h.publishEvent(
      userDeleted.subject,
      { userId: home.student.userId, organizationId: home.organizationId },
      home.organizationId,
    );
    await eventually(
      () => h.count(`messages WHERE sender_id = $1`, [home.student.userId]),
      (n) => n === 0,
      15_000,
    );
    const { messages } = await h.ok(listMessages, { groupId: group.id }, home.teacher);
    const byId = new Map(messages.map((m) => [m.id, m]));
    expect(byId.get(fromStudent.id)).toMatchObject({ senderId: null, senderName: null, content: null });
    expect(byId.get(fromClassmate.id)).toMatchObject({
      senderId: home.otherStudent.userId,
      content: 'Super',
    });
    expect(await h.count(`messages WHERE thread_student_id = $1`, [home.student.userId])).toBe(0);
    const { entries } = await h.ok(listMessageAudit, { groupId: group.id }, home.admin);
    expect(entries.find((entry) => entry.messageId === removed.id)).toMatchObject({
      senderId: null,
      content: null,
    });
    expect(await h.count(`message_reads WHERE user_id = $1`, [home.student.userId])).toBe(0);
    // Her send budget's key named her (issue 31 §3): it goes too, not a minute later.
    const redis = new Redis(testRunEnv().redisUrl);
    try {
      expect(await redis.keys(`*messaging:send:${home.student.userId}`)).toEqual([]);
      expect(await redis.keys(`*messaging:send:${home.otherStudent.userId}`)).toHaveLength(1);
    } finally {
      redis.disconnect();
    }

    // The teacher's account is erased: their group messages stay the group's, unnamed.
    await h.publishEvent(
      userDeleted.subject,
      { userId: home.teacher.userId, organizationId: home.organizationId },
      home.organizationId,
    );
    await eventually(
      () => h.count(`messages WHERE sender_id = $1`, [home.teacher.userId]),
      (n) => n === 0,
      15_000,
    );
    const after = await h.ok(listMessages, { groupId: group.id }, home.admin);
    expect(after.messages.find((m) => m.id === fromTeacher.id)).toMatchObject({
      senderId: null,
      senderName: null,
      content: 'Concert vendredi',
    });
    const { announcements } = await h.ok(listAnnouncements, { groupId: group.id }, home.admin);
    expect(announcements[0]).toMatchObject({ authorId: null, authorName: null });
    const audit = await h.ok(listMessageAudit, { groupId: group.id }, home.admin);
    expect(audit.entries.find((entry) => entry.messageId === removed.id)).toMatchObject({ actorId: null });
  });

  it('erases everything of a deleted organisation, and nothing of another', async () => {
    const { home, away } = twoOrganizations();
    const group = await h.groupWith(home.teacher, [home.student]);
    const other = await h.groupWith(away.teacher, [away.student]);
    await h.ok(sendMessage, { groupId: group.id, content: 'Bonjour' }, home.student);
    await h.ok(sendMessage, { groupId: other.id, content: 'Bonjour' }, away.student);
    await h.ok(createCourseNote, { groupId: group.id, title: 'T', content: 'C', shared: true }, home.teacher);
    await h.publishEvent(
      organizationDeleted.subject,
      { organizationId: home.organizationId },
      home.organizationId,
    );
    await eventually(
      () => h.count(`messages WHERE organization_id = $1`, [home.organizationId]),
      (n) => n === 0,
      15_000,
    );
    expect(await h.count(`course_notes WHERE organization_id = $1`, [home.organizationId])).toBe(0);
    expect(await h.count(`messages WHERE organization_id = $1`, [away.organizationId])).toBe(1);
  });
});
