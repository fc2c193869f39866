import type { Actor } from '@crescendo/contracts';
import type { AnnouncementRow, BoardStore, NoteRow } from '../../../src/board.store.js';
import type { MessageRow, MessageStore } from '../../../src/message.store.js';
import type { SendLimitPort } from '../../../src/send-limit.js';
import type { SenderNamesPort } from '../../../src/sender-names.js';
import { AppException } from '@crescendo/service-kit';

interface AuditRow {
  id: string;
  messageId: string;
  actorId: string;
  actorRole: 'admin' | 'teacher';
  content: string | null;
}

type Conversation = { organizationId: string; groupId: string; studentId: string | null };

/**
 * Messaging's tables in memory, and fake stores over them with the real ones' signatures. They keep and
 * find rows; the rules are the services'.
 */
export class MessagingTables {
  readonly messages: MessageRow[] = [];
  readonly audit: AuditRow[] = [];
  readonly announcements: AnnouncementRow[] = [];
  readonly notes: NoteRow[] = [];
  /** What the last notes page was asked: whether only shared notes were read. */
  sharedOnlyAsked: boolean[] = [];
  private tick = 0;

  readonly messageStore: MessageStore = {
    insertMessage: async (_db, row) => {
      this.messages.push({ ...row, created_at: this.at(), deleted_at: null, read_by: [] });
      return { ...this.messages.at(-1)! };
    },
    findMessage: async (_db, organizationId, id) => {
      const row = this.messages.find((m) => m.organization_id === organizationId && m.id === id);
      return row ? { ...row } : null;
    },
    conversationPage: async (_db, conversation, limit) =>
      this.messages.filter((m) => inConversation(m, conversation)).slice(-limit),
    markConversationRead: async (_db, conversation, userId) => {
      const unread = this.messages.filter(
        (m) => inConversation(m, conversation) && m.sender_id !== userId && !m.read_by!.includes(userId),
      );
      for (const m of unread) m.read_by!.push(userId);
      return unread.length;
    },
    unreadGroupCounts: async (_db, organizationId, groupIds, userId) =>
      countBy(
        this.messages.filter(
          (m) =>
            m.organization_id === organizationId &&
            groupIds.includes(m.group_id) &&
            m.type === 'group' &&
            !m.deleted_at &&
            m.sender_id !== userId &&
            !m.read_by!.includes(userId),
        ),
        (m) => m.group_id,
      ).map(([group_id, count]) => ({ group_id, count })),
    unreadDirectCounts: async (_db, organizationId, userId, taughtGroupIds) =>
      countBy(
        this.messages.filter(
          (m) =>
            m.organization_id === organizationId &&
            m.type === 'direct' &&
            !m.deleted_at &&
            m.sender_id !== userId &&
            (m.thread_student_id === userId ||
              m.receiver_id === userId ||
              taughtGroupIds.includes(m.group_id)) &&
            !m.read_by!.includes(userId),
        ),
        (m) => `${m.group_id} ${m.thread_student_id}`,
      ).map(([key, count]) => {
        const [group_id, thread_student_id] = key.split(' ') as [string, string];
        return { group_id, thread_student_id, count };
      }),
    deleteWithAudit: async (_db, row, actor) => {
      this.audit.push({
        id: actor.auditId,
        messageId: row.id,
        actorId: actor.id,
        actorRole: actor.role,
        content: row.content,
      });
      Object.assign(
        this.messages.find((m) => m.id === row.id)!,
        { deleted_at: this.at(), content: null },
      );
    },
    auditPage: async (_db, _organizationId, _groupId, _after, limit) => ({
      entries: this.audit.slice(0, limit).map((a) => ({
        id: a.id,
        messageId: a.messageId,
        groupId: this.messages.find((m) => m.id === a.messageId)!.group_id,
        action: 'deleted' as const,
        actorId: a.actorId,
        actorRole: a.actorRole,
        senderId: null,
        content: a.content,
        at: new Date(0).toISOString(),
      })),
      nextCursor: null,
      studentIds: [],
    }),
  };

  readonly boardStore: BoardStore = {
    insertAnnouncement: async (_db, row) => {
      this.announcements.push({ ...row, created_at: this.at() });
      return { ...this.announcements.at(-1)! };
    },
    announcementsPage: async (_db, organizationId, groupIds, _after, limit) => ({
      rows: this.announcements
        .filter((a) => a.organization_id === organizationId && groupIds.includes(a.group_id))
        .slice(0, limit)
        .map((a) => ({ ...a, at_key: a.created_at.toISOString() })),
      nextCursor: null,
    }),
    findAnnouncement: async (_db, organizationId, id) =>
      this.announcements.find((a) => a.organization_id === organizationId && a.id === id) ?? null,
    deleteAnnouncement: async (_db, id) => {
      this.announcements.splice(
        this.announcements.findIndex((a) => a.id === id),
        1,
      );
    },
    insertNote: async (_db, row) => {
      const at = this.at();
      this.notes.push({ ...row, created_at: at, updated_at: at });
      return { ...this.notes.at(-1)! };
    },
    notesPage: async (_db, organizationId, groupId, sharedOnly, _after, limit) => {
      this.sharedOnlyAsked.push(sharedOnly);
      return {
        rows: this.notes
          .filter((n) => n.organization_id === organizationId && n.group_id === groupId)
          .filter((n) => !sharedOnly || n.shared)
          .slice(0, limit)
          .map((n) => ({ ...n, at_key: n.created_at.toISOString() })),
        nextCursor: null,
      };
    },
    findNote: async (_db, organizationId, id) =>
      this.notes.find((n) => n.organization_id === organizationId && n.id === id) ?? null,
    updateNote: async (_db, id, change) => {
      const note = this.notes.find((n) => n.id === id)!;
      Object.assign(note, Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)), {
        updated_at: this.at(),
      });
      return { ...note };
    },
    deleteNote: async (_db, id) => {
      this.notes.splice(
        this.notes.findIndex((n) => n.id === id),
        1,
      );
    },
  };

  private at(): Date {
    return new Date(Date.UTC(2026, 10, 16, 15, 0, this.tick++));
  }
}

function inConversation(m: MessageRow, { organizationId, groupId, studentId }: Conversation): boolean {
  return m.organization_id === organizationId && m.group_id === groupId && m.thread_student_id === studentId;
}

function countBy<T>(rows: T[], key: (row: T) => string): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return [...counts];
}

/** The per-minute budget of messages: `refuse` spends it (the next message is RATE_LIMITED). */
export class FakeSendLimit implements SendLimitPort {
  readonly taken: string[] = [];
  readonly spent = new Set<string>();

  async take(userId: string): Promise<void> {
    if (this.spent.has(userId))
      throw new AppException('RATE_LIMITED', 'messaging.tooFast', {
        params: { seconds: 30 },
        retryAfterSeconds: 30,
      });
    this.taken.push(userId);
  }
}

/** Identity's names, as a sender's own profile would give them. */
export class FakeSenderNames implements SenderNamesPort {
  async of(actor: Actor): Promise<string | null> {
    return `Nom ${actor.userId.slice(0, 4)}`;
  }
}
