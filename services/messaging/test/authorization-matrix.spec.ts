import {
  createAnnouncement,
  createCourseNote,
  deleteAnnouncement,
  deleteCourseNote,
  deleteMessage,
  getUnread,
  listAnnouncements,
  listCourseNotes,
  listMessageAudit,
  listMessages,
  markRead,
  messagingSubjects,
  sendMessage,
  updateCourseNote,
  type Actor,
  type Reply,
} from '@crescendo/contracts';
import {
  checkMatrix,
  checkNatsMatrix,
  matrixCases,
  nothingRead,
  serviceEnv,
  serviceNatsCells,
  twoOrganizationsMatrix,
  type ExpectationRow,
} from '@crescendo/testing';
import { startMessaging, type MessagingHarness } from './messaging-harness.js';

const { home, actors, homeAdmin, groupStaff, groupMembers, signedIn } = twoOrganizationsMatrix();

// A group's staff (its teacher and the organisation's admins) and its members (its staff and its students).
const table: Record<string, ExpectationRow> = {
  [messagingSubjects.listMessages]: groupMembers,
  [messagingSubjects.sendMessage]: groupMembers,
  [messagingSubjects.deleteMessage]: groupStaff,
  [messagingSubjects.markRead]: groupMembers,
  // Anyone of an organisation: their own counts.
  [messagingSubjects.unread]: signedIn,
  [messagingSubjects.audit]: homeAdmin,
  [messagingSubjects.listAnnouncements]: groupMembers,
  [messagingSubjects.createAnnouncement]: groupStaff,
  [messagingSubjects.deleteAnnouncement]: groupStaff,
  [messagingSubjects.listNotes]: groupMembers,
  [messagingSubjects.createNote]: groupStaff,
  [messagingSubjects.updateNote]: groupStaff,
  [messagingSubjects.deleteNote]: groupStaff,
};

describe('messaging: authorization matrix (two organisations, every endpoint)', () => {
  let h: MessagingHarness;
  beforeAll(async () => {
    // Every cell sends a message first: the per-user budget is another test's subject.
    h = await startMessaging({ MESSAGES_PER_MINUTE: '100000' });
  }, 90_000);
  afterAll(() => h?.close());

  /** A fresh group with a message, an announcement and a note per cell, so an allowed change never spoils the next. */
  async function call(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = actors[name] as Actor | null;
    const group = await h.groupWith(home.teacher, [home.student]);
    const groupId = group.id;
    const message = await h.ok(sendMessage, { groupId, content: 'Bonjour' }, home.student);
    const announcement = await h.ok(createAnnouncement, { groupId, title: 'T', content: 'C' }, home.teacher);
    const note = await h.ok(
      createCourseNote,
      { groupId, title: 'T', content: 'C', shared: true },
      home.teacher,
    );
    switch (endpoint) {
      case messagingSubjects.listMessages:
        return h.send(listMessages, { groupId }, actor);
      case messagingSubjects.sendMessage:
        return h.send(sendMessage, { groupId, content: 'Salut' }, actor);
      case messagingSubjects.deleteMessage:
        return h.send(deleteMessage, { messageId: message.id }, actor);
      case messagingSubjects.markRead:
        return h.send(markRead, { groupId }, actor);
      case messagingSubjects.unread:
        return h.send(getUnread, {}, actor);
      case messagingSubjects.audit: {
        await h.ok(deleteMessage, { messageId: message.id }, home.teacher);
        const reply = await h.send(listMessageAudit, {}, actor);
        // "allowed" means home's log was read (another organisation's admin reads their own, empty one).
        if (reply.ok && !reply.data.entries.some((entry) => entry.messageId === message.id))
          return nothingRead;
        return reply;
      }
      case messagingSubjects.listAnnouncements:
        return h.send(listAnnouncements, { groupId }, actor);
      case messagingSubjects.createAnnouncement:
        return h.send(createAnnouncement, { groupId, title: 'Concert', content: 'Vendredi' }, actor);
      case messagingSubjects.deleteAnnouncement:
        return h.send(deleteAnnouncement, { announcementId: announcement.id }, actor);
      case messagingSubjects.listNotes:
        return h.send(listCourseNotes, { groupId }, actor);
      case messagingSubjects.createNote:
        return h.send(createCourseNote, { groupId, title: 'N', content: 'C', shared: false }, actor);
      case messagingSubjects.updateNote:
        return h.send(updateCourseNote, { noteId: note.id, shared: false }, actor);
      case messagingSubjects.deleteNote:
        return h.send(deleteCourseNote, { noteId: note.id }, actor);
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  it('answers every cell as the table says', async () => {
    expect(await checkMatrix(matrixCases(table), call)).toEqual([]);
  }, 120_000);

  // The NATS half: what each service's credentials may do with messaging's subjects and the live stream.
  it('every NATS user does with messaging’s subjects only what its declaration allows', async () => {
    const cells = serviceNatsCells('messaging', {
      users: ['gateway', 'identity', 'groups', 'homework', 'messaging'],
      gatewayPublishes: [messagingSubjects.sendMessage],
      answers: [messagingSubjects.sendMessage],
      privacy: true,
      also: [
        // Only messaging (among these) puts live events on a group's or a user's topic.
        { publish: `live.group.${home.organizationId}`, body: {}, by: ['messaging'] },
        { publish: `live.user.${home.student.userId}`, body: {}, by: ['messaging'] },
        // Messaging asks groups who is in a group; it never changes a group.
        { publish: 'groups.group.delete', by: ['gateway'] },
      ],
    });
    expect(await checkNatsMatrix(h.nats, serviceEnv().NATS_PREFIX!, cells)).toEqual([]);
  });
});
