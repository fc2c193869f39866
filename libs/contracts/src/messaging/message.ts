import { z } from 'zod';

/** Same limits as the front ends show (Musichat): text only, bounded. */
export const messageContentMax = 2000;
export const announcementTitleMax = 120;
export const announcementContentMax = 2000;
export const courseNoteTitleMax = 120;
export const courseNoteContentMax = 10_000;
/** Messages a page of the chat holds (the most recent first, then older pages with `before`). */
export const messagePageMax = 100;

/**
 * Text only: control characters other than line breaks and tabs are dropped, line breaks made `\n`, blank
 * after trimming is refused. It is shown as text, never as HTML (the front ends render it as a text node).
 */
export const plainText = (max: number, required: string, tooLong: string) =>
  z
    .string()
    .transform((value) =>
      value
        .replace(/\r\n?/g, '\n')
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
        .trim(),
    )
    .pipe(z.string().min(1, required).max(max, tooLong));

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
