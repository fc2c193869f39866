import { z } from 'zod';
import { nextCursorShape, pageQueryShape } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import {
  announcementContentMax,
  announcementPage,
  announcementSchema,
  announcementTitleMax,
  courseNoteContentMax,
  courseNotePage,
  courseNoteSchema,
  courseNoteTitleMax,
  messageAuditEntrySchema,
  messageAuditPage,
  messageContentSchema,
  messagePageMax,
  messageSchema,
  plainText,
  unreadCountsSchema,
} from './message.js';

/** Frozen subjects of the messaging service. */
export const messagingSubjects = {
  listMessages: 'messaging.message.list',
  sendMessage: 'messaging.message.send',
  deleteMessage: 'messaging.message.delete',
  markRead: 'messaging.message.mark-read',
  unread: 'messaging.unread.get',
  audit: 'messaging.audit.list',
  listAnnouncements: 'messaging.announcement.list',
  createAnnouncement: 'messaging.announcement.create',
  deleteAnnouncement: 'messaging.announcement.delete',
  listNotes: 'messaging.note.list',
  createNote: 'messaging.note.create',
  updateNote: 'messaging.note.update',
  deleteNote: 'messaging.note.delete',
} as const;

const uuid = z.string().uuid();

/**
 * A conversation: a group's chat, or with `studentId` the direct thread between that student and the group's
 * teacher (a student's own thread: their id, or none given).
 */
export const conversationSchema = z.object({
  groupId: z.string({ error: 'validation.chooseGroup' }).uuid('validation.chooseGroup'),
  studentId: uuid.optional(),
});

export const listMessagesQuerySchema = conversationSchema.extend({
  /** Older than this message (the next page up). */
  before: uuid.optional(),
  limit: z.coerce.number().int().min(1).max(messagePageMax).default(50),
});
export const listMessages = defineRequest(
  messagingSubjects.listMessages,
  listMessagesQuerySchema,
  z.object({ messages: z.array(messageSchema) }),
);

/** Spec §5: an empty message is not sent; a group must be chosen. `receiverId`: a direct message. */
export const sendMessageInputSchema = z.object({
  groupId: z.string({ error: 'validation.chooseGroup' }).uuid('validation.chooseGroup'),
  content: messageContentSchema,
  receiverId: uuid.optional(),
});
export const sendMessage = defineRequest(
  messagingSubjects.sendMessage,
  sendMessageInputSchema,
  messageSchema,
);

export const deleteMessage = defineRequest(
  messagingSubjects.deleteMessage,
  z.object({ messageId: uuid }),
  messageSchema,
);

/** Opening a chat marks its messages read. */
export const markRead = defineRequest(messagingSubjects.markRead, conversationSchema, unreadCountsSchema);
export const getUnread = defineRequest(messagingSubjects.unread, z.object({}), unreadCountsSchema);

/**
 * The deletions of the organisation (or of one group), most recent first, a page at a time: `limit` (at most
 * `messageAuditPage.max`) and `cursor`, the `nextCursor` of the page before.
 */
export const listMessageAuditQuerySchema = z.object({
  groupId: uuid.optional(),
  ...pageQueryShape(messageAuditPage),
});
export const listMessageAudit = defineRequest(
  messagingSubjects.audit,
  listMessageAuditQuerySchema,
  z.object({ entries: z.array(messageAuditEntrySchema), ...nextCursorShape }),
);

/** A group's announcements, or those of every group the user sees; newest first, a page at a time. */
export const listAnnouncementsQuerySchema = z.object({
  groupId: uuid.optional(),
  ...pageQueryShape(announcementPage),
});
export const listAnnouncements = defineRequest(
  messagingSubjects.listAnnouncements,
  listAnnouncementsQuerySchema,
  z.object({ announcements: z.array(announcementSchema), ...nextCursorShape }),
);
export const createAnnouncementInputSchema = z.object({
  groupId: z.string({ error: 'validation.chooseGroup' }).uuid('validation.chooseGroup'),
  title: plainText(announcementTitleMax, 'validation.titleRequired', 'validation.titleMax'),
  content: plainText(announcementContentMax, 'validation.contentRequired', 'validation.contentMax'),
});
export const createAnnouncement = defineRequest(
  messagingSubjects.createAnnouncement,
  createAnnouncementInputSchema,
  announcementSchema,
);
export const deleteAnnouncement = defineRequest(
  messagingSubjects.deleteAnnouncement,
  z.object({ announcementId: uuid }),
  z.object({ deleted: z.literal(true) }),
);

/** A group's course notes (students: the shared ones), newest first, a page at a time. */
export const listCourseNotesQuerySchema = z.object({ groupId: uuid, ...pageQueryShape(courseNotePage) });
export const listCourseNotes = defineRequest(
  messagingSubjects.listNotes,
  listCourseNotesQuerySchema,
  z.object({ notes: z.array(courseNoteSchema), ...nextCursorShape }),
);
const noteTitle = plainText(courseNoteTitleMax, 'validation.titleRequired', 'validation.titleMax');
const noteContent = plainText(courseNoteContentMax, 'validation.contentRequired', 'validation.contentMax');
export const createCourseNoteInputSchema = z.object({
  groupId: z.string({ error: 'validation.chooseGroup' }).uuid('validation.chooseGroup'),
  title: noteTitle,
  content: noteContent,
  shared: z.boolean().default(true),
});
export const createCourseNote = defineRequest(
  messagingSubjects.createNote,
  createCourseNoteInputSchema,
  courseNoteSchema,
);
export const updateCourseNoteInputSchema = z
  .object({ title: noteTitle.optional(), content: noteContent.optional(), shared: z.boolean().optional() })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'validation.nothingToChange',
  });
export const updateCourseNote = defineRequest(
  messagingSubjects.updateNote,
  z
    .object({
      noteId: uuid,
      title: noteTitle.optional(),
      content: noteContent.optional(),
      shared: z.boolean().optional(),
    })
    .refine(
      (input) => input.title !== undefined || input.content !== undefined || input.shared !== undefined,
      { message: 'validation.nothingToChange' },
    ),
  courseNoteSchema,
);
export const deleteCourseNote = defineRequest(
  messagingSubjects.deleteNote,
  z.object({ noteId: uuid }),
  z.object({ deleted: z.literal(true) }),
);
