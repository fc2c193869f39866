import { z } from 'zod';
import { freeText } from '../common/free-text.js';
import type { PageSize } from '../common/page.js';

/** Same limits as the front ends show (Musichat): text only, bounded. */
export const messageContentMax = 2000;
export const announcementTitleMax = 120;
export const announcementContentMax = 2000;
export const courseNoteTitleMax = 120;
export const courseNoteContentMax = 10_000;
/** Messages a page of the chat holds (the most recent first, then older pages with `before`). */
export const messagePageMax = 100;

/**
 * Text only: control characters dropped, line breaks made `\n`, tabs kept (`freeText`), blank after trimming
 * refused. It is shown as text, never as HTML (the front ends render it as a text node).
 */
export const plainText = (max: number, required: string, tooLong: string) =>
  freeText({ multiline: true }).min(1, required).max(max, tooLong);

export const messageContentSchema = plainText(
  messageContentMax,
  'validation.messageRequired',
  'validation.messageMax',
);

export const messageTypeSchema = z.enum(['group', 'direct']);
export type MessageType = z.infer<typeof messageTypeSchema>;

/**
 * The spec's Message: `type` group (the group's chat) or direct (`receiverId`: between a group's teacher and
 * one of its students, seen by both and by the organisation's admins). `senderId` null: the sender's account
 * was deleted ('Utilisateur inconnu'). `deletedAt`: removed by a teacher or an admin, content gone
 * ('Message supprimé par un enseignant'). `content` null: deleted, or erased with its author's account.
 */
export const messageSchema = z.object({
  id: z.string().uuid(),
  type: messageTypeSchema,
  groupId: z.string().uuid(),
  senderId: z.string().uuid().nullable(),
  senderName: z.string().nullable(),
  receiverId: z.string().uuid().nullable(),
  content: z.string().nullable(),
  createdAt: z.string(),
  readBy: z.array(z.string().uuid()),
  deletedAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** Spec §9: unread = the messages whose readBy lacks the user (their own excepted), per conversation. */
export const unreadCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  groups: z.array(z.object({ groupId: z.string().uuid(), count: z.number().int().positive() })),
  direct: z.array(
    z.object({
      groupId: z.string().uuid(),
      studentId: z.string().uuid(),
      count: z.number().int().positive(),
    }),
  ),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const announcementSchema = z.object({
  id: z.string().uuid(),
  groupId: z.string().uuid(),
  authorId: z.string().uuid().nullable(),
  authorName: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** A note a teacher keeps for a group; `shared`: its students see it too. */
export const courseNoteSchema = z.object({
  id: z.string().uuid(),
  groupId: z.string().uuid(),
  authorId: z.string().uuid().nullable(),
  title: z.string(),
  content: z.string(),
  shared: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CourseNote = z.infer<typeof courseNoteSchema>;

/** One deletion in the audit log (admins): who removed what, and when. */
export const messageAuditEntrySchema = z.object({
  id: z.string().uuid(),
  messageId: z.string().uuid(),
  groupId: z.string().uuid(),
  action: z.literal('deleted'),
  actorId: z.string().uuid().nullable(),
  actorRole: z.enum(['admin', 'teacher']),
  senderId: z.string().uuid().nullable(),
  /** What the message said (null once erased with its author's account). */
  content: z.string().nullable(),
  at: z.string(),
});
export type MessageAuditEntry = z.infer<typeof messageAuditEntrySchema>;

/**
 * Pages of Musichat's lists (issue 34), each from its largest item once control characters and lone
 * surrogates are gone (`freeText`: at most 3 bytes of UTF-8 per UTF-16 unit) so that a full page stays far
 * under NATS's 1 MB message:
 * - an announcement: title 120 + content 2 000 units, about 6.5 KB of JSON; 50 are 0.33 MB;
 * - a course note: title 120 + content 10 000 units, about 31 KB; 20 are 0.62 MB;
 * - a deletion of the audit log: a message of 2 000 units, about 6.3 KB; 100 are 0.63 MB.
 */
export const announcementPage: PageSize = { default: 20, max: 50 };
export const courseNotePage: PageSize = { default: 10, max: 20 };
export const messageAuditPage: PageSize = { default: 50, max: 100 };
