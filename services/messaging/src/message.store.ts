import type { Message, MessageAuditEntry, MessageRef } from '@crescendo/contracts';
import { atKey, cutPage, type PageCursor } from './page-cursor.js';
import type { Db } from '@crescendo/service-kit';

export interface MessageRow {
  id: string;
  organization_id: string;
  group_id: string;
  type: 'group' | 'direct';
  sender_id: string | null;
  sender_name: string | null;
  sender_role: 'admin' | 'teacher' | 'student' | null;
  receiver_id: string | null;
  thread_student_id: string | null;
  content: string | null;
  created_at: Date;
  deleted_at: Date | null;
  read_by: string[] | null;
}

const columns = `m.id, m.organization_id, m.group_id, m.type, m.sender_id, m.sender_name, m.sender_role, m.receiver_id,
  m.thread_student_id, m.content, m.created_at, m.deleted_at,
  (SELECT coalesce(array_agg(r.user_id ORDER BY r.read_at), '{}') FROM message_reads r WHERE r.message_id = m.id) AS read_by`;

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    type: row.type,
    groupId: row.group_id,
    senderId: row.sender_id,
    senderName: row.sender_name,
    receiverId: row.receiver_id,
    content: row.deleted_at ? null : row.content,
    createdAt: new Date(row.created_at).toISOString(),
    readBy: row.read_by ?? [],
    deletedAt: row.deleted_at ? new Date(row.deleted_at).toISOString() : null,
  };
}

export async function insertMessage(
  db: Db,
  row: Omit<MessageRow, 'created_at' | 'deleted_at' | 'read_by'>,
): Promise<MessageRow> {
  await db.query(
    `INSERT INTO messages (id, organization_id, group_id, type, sender_id, sender_name, sender_role, receiver_id,
       thread_student_id, content)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      row.id,
      row.organization_id,
      row.group_id,
      row.type,
      row.sender_id,
      row.sender_name,
      row.sender_role,
      row.receiver_id,
      row.thread_student_id,
      row.content,
    ],
  );
  return (await findMessage(db, row.organization_id, row.id))!;
}

export async function findMessage(db: Db, organizationId: string, id: string): Promise<MessageRow | null> {
  const rows: MessageRow[] = await db.query(
    `SELECT ${columns} FROM messages m WHERE m.organization_id = $1 AND m.id = $2`,
    [organizationId, id],
  );
  return rows[0] ?? null;
}

/** A message as a live event names it: which one and where, never its content (decision 0031). */
export function toMessageRef(row: MessageRow): MessageRef {
  return { id: row.id, type: row.type, groupId: row.group_id, studentId: row.thread_student_id };
}

/**
 * A conversation's page: the `limit` most recent before `before` (when given), oldest first; null when
 * `before` is no message of this conversation (an id of another school, group or thread is unknown here:
 * its time must not shape the page).
 */
export async function conversationPage(
  db: Db,
  conversation: { organizationId: string; groupId: string; studentId: string | null },
  limit: number,
  before?: string,
): Promise<MessageRow[] | null> {
  const { organizationId, groupId, studentId } = conversation;
  if (before) {
    const cursor: unknown[] = await db.query(
      `SELECT 1 FROM messages
       WHERE organization_id = $1 AND group_id = $2 AND thread_student_id IS NOT DISTINCT FROM $3 AND id = $4`,
      [organizationId, groupId, studentId, before],
    );
    if (cursor.length === 0) return null;
  }
  const rows: MessageRow[] = await db.query(
    `SELECT ${columns} FROM messages m
     WHERE m.organization_id = $1 AND m.group_id = $2 AND m.thread_student_id IS NOT DISTINCT FROM $3
       AND ($5::uuid IS NULL OR (m.created_at, m.id) <
         (SELECT c.created_at, c.id FROM messages c WHERE c.organization_id = $1 AND c.id = $5))
     ORDER BY m.created_at DESC, m.id DESC LIMIT $4`,
    [organizationId, groupId, studentId, limit, before ?? null],
  );
  return rows.reverse();
}

/** Opening a conversation: every message of it the user has not read (and did not write) becomes read. */
export async function markConversationRead(
  db: Db,
  conversation: { organizationId: string; groupId: string; studentId: string | null },
  userId: string,
): Promise<number> {
  const rows: unknown[] = await db.query(
    `INSERT INTO message_reads (message_id, user_id)
     SELECT m.id, $4 FROM messages m
     WHERE m.organization_id = $1 AND m.group_id = $2 AND m.thread_student_id IS NOT DISTINCT FROM $3
       AND m.sender_id IS DISTINCT FROM $4
     ON CONFLICT DO NOTHING RETURNING message_id`,
    [conversation.organizationId, conversation.groupId, conversation.studentId, userId],
  );
  return rows.length;
}

/** Spec §9: unread = readBy lacks the user; their own and deleted messages do not count. */
export async function unreadGroupCounts(
  db: Db,
  organizationId: string,
  groupIds: string[],
  userId: string,
): Promise<Array<{ group_id: string; count: number }>> {
  if (groupIds.length === 0) return [];
  return db.query(
    `SELECT m.group_id, count(*)::int AS count FROM messages m
     WHERE m.organization_id = $1 AND m.group_id = ANY($2::uuid[]) AND m.type = 'group'
       AND m.deleted_at IS NULL AND m.sender_id IS DISTINCT FROM $3
       AND NOT EXISTS (SELECT 1 FROM message_reads r WHERE r.message_id = m.id AND r.user_id = $3)
     GROUP BY m.group_id`,
    [organizationId, groupIds, userId],
  );
}

/** Unread direct messages of the threads the user is in: their own (a student), their groups' (a teacher), addressed to them (an admin). */
export async function unreadDirectCounts(
  db: Db,
  organizationId: string,
  userId: string,
  taughtGroupIds: string[],
): Promise<Array<{ group_id: string; thread_student_id: string; count: number }>> {
  return db.query(
    `SELECT m.group_id, m.thread_student_id, count(*)::int AS count FROM messages m
     WHERE m.organization_id = $1 AND m.type = 'direct' AND m.deleted_at IS NULL
       AND m.sender_id IS DISTINCT FROM $2
       AND (m.thread_student_id = $2 OR m.receiver_id = $2 OR m.group_id = ANY($3::uuid[]))
       AND NOT EXISTS (SELECT 1 FROM message_reads r WHERE r.message_id = m.id AND r.user_id = $2)
     GROUP BY m.group_id, m.thread_student_id`,
    [organizationId, userId, taughtGroupIds],
  );
}

/** A teacher or an admin removes a message: its content goes, the audit log keeps who, when and what. */
export async function deleteWithAudit(
  db: Db,
  row: MessageRow,
  actor: { id: string; role: 'admin' | 'teacher'; auditId: string },
): Promise<void> {
  await db.query(
    `INSERT INTO message_audit (id, organization_id, message_id, group_id, action, actor_id, actor_role, sender_id, content)
     VALUES ($1, $2, $3, $4, 'deleted', $5, $6, $7, $8)`,
    [
      actor.auditId,
      row.organization_id,
      row.id,
      row.group_id,
      actor.id,
      actor.role,
      row.sender_id,
      row.content,
    ],
  );
  await db.query(`UPDATE messages SET deleted_at = now(), content = NULL WHERE id = $1`, [row.id]);
}

interface AuditRow {
  id: string;
  message_id: string;
  group_id: string;
  action: 'deleted';
  actor_id: string | null;
  actor_role: 'admin' | 'teacher';
  sender_id: string | null;
  /** The deleted message's sender's role when they sent it. */
  sender_role: 'admin' | 'teacher' | 'student' | null;
  content: string | null;
  at: Date;
}

/**
 * A page of the organisation's deletions (or one group's), most recent first; `limit` and whether more follow;
 * `studentIds`: the students whose deleted words the page shows ('Journal des consultations').
 */
export async function auditPage(
  db: Db,
  organizationId: string,
  groupId: string | null,
  after: PageCursor | null,
  limit: number,
): Promise<{ entries: MessageAuditEntry[]; nextCursor: string | null; studentIds: string[] }> {
  const values: unknown[] = [organizationId, limit + 1];
  const where = ['organization_id = $1'];
  if (groupId) where.push(`group_id = $${values.push(groupId)}::uuid`);
  if (after)
    where.push(`(at, id) < ($${values.push(after.at)}::timestamptz, $${values.push(after.id)}::uuid)`);
  const rows: Array<AuditRow & { at_key: string }> = await db.query(
    `SELECT id, message_id, group_id, action, actor_id, actor_role, sender_id, content, at, ${atKey('at')},
       (SELECT m.sender_role FROM messages m WHERE m.id = message_audit.message_id) AS sender_role
     FROM message_audit WHERE ${where.join(' AND ')} ORDER BY at DESC, id DESC LIMIT $2`,
    values,
  );
  const page = cutPage(rows, limit, organizationId);
  return {
    nextCursor: page.nextCursor,
    studentIds: page.rows
      .filter((row) => row.sender_role === 'student' && row.sender_id !== null && row.content !== null)
      .map((row) => row.sender_id!),
    entries: page.rows.map((row) => ({
      id: row.id,
      messageId: row.message_id,
      groupId: row.group_id,
      action: row.action,
      actorId: row.actor_id,
      actorRole: row.actor_role,
      senderId: row.sender_id,
      content: row.content,
      at: new Date(row.at).toISOString(),
    })),
  };
}

/**
 * Messages, their reads and the deletions' audit: what a service injects under `MESSAGE_STORE`
 * (decision 0047, "Stores injected"); a unit test hands it a fake of the same type.
 */
export const messageStore = {
  insertMessage,
  findMessage,
  conversationPage,
  markConversationRead,
  unreadGroupCounts,
  unreadDirectCounts,
  deleteWithAudit,
  auditPage,
};
export type MessageStore = typeof messageStore;
export const MESSAGE_STORE = Symbol('MessageStore');
