import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  liveTopic,
  messageCreatedLive,
  messageDeletedLive,
  messagesReadLive,
  messagingFilesRead,
  type Actor,
  type LiveTopic,
  type listMessageAudit,
  type Message,
  type MessageAuditEntry,
  type PayloadOf,
  type sendMessage,
  type UnreadCounts,
} from '@crescendo/contracts';
import { AppException, Db, Outbox, recordFilesRead, viewerOf, type OutboxPort } from '@crescendo/service-kit';
import { GroupAccess, isManager, type Conversation } from './group-access.js';
import {
  MESSAGE_STORE,
  toMessage,
  toMessageRef,
  type MessageRow,
  type MessageStore,
} from './message.store.js';
import { decodeCursor } from './page-cursor.js';
import { SendLimit, type SendLimitPort } from './send-limit.js';
import { SenderNames, type SenderNamesPort } from './sender-names.js';

/** Musichat's messages: read, send, delete (governed), unread counts. Every query scoped by the actor's organisation. */
@Injectable()
export class MessagesService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(MESSAGE_STORE) private readonly messageStore: MessageStore,
    @Inject(Outbox) private readonly outbox: OutboxPort,
    @Inject(GroupAccess) private readonly access: GroupAccess,
    @Inject(SendLimit) private readonly limit: SendLimitPort,
    @Inject(SenderNames) private readonly names: SenderNamesPort,
  ) {}

  async list(
    actor: Actor | null,
    query: { groupId: string; studentId?: string; before?: string; limit: number },
  ): Promise<Message[]> {
    const conversation = await this.access.conversation(actor, query.groupId, query.studentId);
    const rows = await this.messageStore.conversationPage(
      this.db,
      scope(conversation),
      query.limit,
      query.before,
    );
    if (!rows) throw notFound();
    await this.recordAdminRead(conversation, rows);
    return rows.map(toMessage);
  }

  /**
   * 'Journal des consultations' (issue 31 §4): an administrator reading, by the administrator's right, a
   * conversation of a group: a direct thread is its student's file; in the group's chat, the page's students'
   * words shown. Its students and teachers read their own conversations, never logged.
   */
  private async recordAdminRead(conversation: Conversation, rows: MessageRow[]): Promise<void> {
    const { viewer, grant, group, studentId } = conversation;
    if (grant.relation !== 'admin' || viewer.kind !== 'admin') return;
    const students = studentId
      ? [studentId]
      : rows
          .filter((row) => row.sender_role === 'student' && row.sender_id && !row.deleted_at)
          .map((row) => row.sender_id!);
    await recordFilesRead(this.db, this.outbox, messagingFilesRead, {
      reader: viewer,
      category: 'messages',
      reference: studentId ? `group:${group.id}/thread:${studentId}` : `group:${group.id}`,
      studentIds: students,
      at: new Date(),
    });
  }

  async send(actor: Actor | null, input: PayloadOf<typeof sendMessage>): Promise<Message> {
    const conversation = await this.access.conversation(actor, input.groupId);
    const { viewer, group } = conversation;
    const studentId = input.receiverId ? directThreadStudent(conversation, input.receiverId) : null;
    await this.limit.take(viewer.userId);
    const senderName = await this.names.of(actor!);
    const row = await this.db.transaction(async (tx) => {
      const saved = await this.messageStore.insertMessage(tx, {
        id: randomUUID(),
        organization_id: viewer.organizationId,
        group_id: group.id,
        type: studentId ? 'direct' : 'group',
        sender_id: viewer.userId,
        sender_name: senderName,
        sender_role: viewer.kind,
        receiver_id: input.receiverId ?? null,
        thread_student_id: studentId,
        content: input.content,
      });
      await this.push(tx, saved, group.teacherIds, messageCreatedLive);
      return saved;
    });
    this.outbox.committed();
    return toMessage(row);
  }

  /** Spec point 6: a teacher in their groups, an admin in any; kept in the audit log. */
  async delete(actor: Actor | null, messageId: string): Promise<Message> {
    const viewer = viewerOf(actor);
    if (viewer.kind !== 'admin' && viewer.kind !== 'teacher') throw notFound();
    const found = await this.messageStore.findMessage(this.db, viewer.organizationId, messageId);
    if (!found) throw notFound();
    const conversation = await this.access.conversation(actor, found.group_id).catch(() => {
      throw notFound();
    });
    if (!isManager(conversation)) throw new AppException('FORBIDDEN', 'messaging.notYourGroup');
    const row = await this.db.transaction(async (tx) => {
      const current = await this.messageStore.findMessage(tx, viewer.organizationId, messageId);
      if (!current || current.deleted_at) return current;
      await this.messageStore.deleteWithAudit(tx, current, {
        id: viewer.userId,
        role: viewer.kind,
        auditId: randomUUID(),
      });
      const deleted = (await this.messageStore.findMessage(tx, viewer.organizationId, messageId))!;
      await this.push(tx, deleted, conversation.group.teacherIds, messageDeletedLive);
      return deleted;
    });
    this.outbox.committed();
    return toMessage(row!);
  }

  async markRead(actor: Actor | null, groupId: string, studentId?: string): Promise<UnreadCounts> {
    const conversation = await this.access.conversation(actor, groupId, studentId);
    const { viewer } = conversation;
    const marked = await this.db.transaction(async (tx) => {
      const count = await this.messageStore.markConversationRead(tx, scope(conversation), viewer.userId);
      if (count > 0) {
        await this.outbox.addLive(
          tx.manager,
          liveTopic('user', viewer.userId),
          messagesReadLive,
          { groupId, studentId: conversation.studentId },
          { organizationId: viewer.organizationId },
        );
      }
      return count;
    });
    if (marked > 0) this.outbox.committed();
    return this.unread(actor);
  }

  async unread(actor: Actor | null): Promise<UnreadCounts> {
    const groups = await this.access.visibleGroups(actor);
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') return { total: 0, groups: [], direct: [] };
    const tx = this.db;
    const taught = groups.filter(({ can }) => can.includes('teach')).map(({ group }) => group.id);
    const visible = new Set(groups.map(({ group }) => group.id));
    const groupCounts = await this.messageStore.unreadGroupCounts(
      tx,
      viewer.organizationId,
      [...visible],
      viewer.userId,
    );
    const direct = (
      await this.messageStore.unreadDirectCounts(tx, viewer.organizationId, viewer.userId, taught)
    ).filter((row) => visible.has(row.group_id));
    const total = [...groupCounts, ...direct].reduce((sum, row) => sum + row.count, 0);
    return {
      total,
      groups: groupCounts.map((row) => ({ groupId: row.group_id, count: row.count })),
      direct: direct.map((row) => ({
        groupId: row.group_id,
        studentId: row.thread_student_id,
        count: row.count,
      })),
    };
  }

  /** A page of the deletions' log (admins), most recent first. */
  async audit(
    actor: Actor | null,
    { groupId, cursor, limit }: PayloadOf<typeof listMessageAudit>,
  ): Promise<{ entries: MessageAuditEntry[]; nextCursor: string | null }> {
    const viewer = viewerOf(actor);
    if (viewer.kind !== 'admin') throw new AppException('FORBIDDEN', 'common.forbidden');
    const after = cursor ? decodeCursor(cursor, viewer.organizationId) : null;
    const page = await this.messageStore.auditPage(
      this.db,
      viewer.organizationId,
      groupId ?? null,
      after,
      limit,
    );
    // 'Journal des consultations' (issue 31 §4): the deleted words of the page's students were read.
    await recordFilesRead(this.db, this.outbox, messagingFilesRead, {
      reader: viewer,
      category: 'messages',
      reference: groupId ? `deletions:group:${groupId}` : 'deletions',
      studentIds: page.studentIds,
      at: new Date(),
    });
    return { entries: page.entries, nextCursor: page.nextCursor };
  }

  /** A group's message (its ids, never its text) to the group's sockets; a direct one to its two parties' topics. */
  private async push(
    tx: Db,
    row: MessageRow,
    teacherIds: string[],
    contract: typeof messageCreatedLive | typeof messageDeletedLive,
  ): Promise<void> {
    const topics: LiveTopic[] =
      row.type === 'group'
        ? [liveTopic('group', row.group_id)]
        : [...new Set([row.thread_student_id, ...teacherIds, row.sender_id])]
            .filter((id) => id !== null)
            .map((id) => liveTopic('user', id));
    for (const topic of topics) {
      await this.outbox.addLive(tx.manager, topic, contract, toMessageRef(row), {
        organizationId: row.organization_id,
      });
    }
  }
}

function scope(conversation: Conversation) {
  return {
    organizationId: conversation.viewer.organizationId,
    groupId: conversation.group.id,
    studentId: conversation.studentId,
  };
}

/**
 * Point 5: a direct message goes between one of the group's teachers and one of its students (an admin may
 * write to a student too); the thread is that student's.
 */
function directThreadStudent(conversation: Conversation, receiverId: string): string {
  const { viewer, group } = conversation;
  const refused = () => AppException.invalid({ receiverId: 'messaging.directParties' });
  if (!isManager(conversation)) {
    if (!group.teacherIds.includes(receiverId)) throw refused();
    return viewer.userId;
  }
  if (!group.studentIds.includes(receiverId)) throw refused();
  return receiverId;
}

function notFound(): AppException {
  return new AppException('NOT_FOUND', 'messaging.messageNotFound');
}
