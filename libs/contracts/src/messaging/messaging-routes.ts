import { z } from 'zod';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import {
  conversationSchema,
  createAnnouncement,
  createAnnouncementInputSchema,
  createCourseNote,
  createCourseNoteInputSchema,
  deleteAnnouncement,
  deleteCourseNote,
  deleteMessage,
  getUnread,
  listAnnouncements,
  listAnnouncementsQuerySchema,
  listCourseNotes,
  listCourseNotesQuerySchema,
  listMessageAudit,
  listMessageAuditQuerySchema,
  listMessages,
  listMessagesQuerySchema,
  markRead,
  sendMessage,
  sendMessageInputSchema,
  updateCourseNote,
  updateCourseNoteInputSchema,
} from './messaging-requests.js';

const tag = 'messaging';
const staff: Array<'admin' | 'teacher'> = ['admin', 'teacher'];
const uuid = z.string().uuid();

export const listMessagesRoute = defineHttpRoute({
  id: 'listMessages',
  method: 'GET',
  path: '/messages',
  summary: 'Musichat: a group’s chat, or a direct thread (studentId), most recent page (before: older)',
  tag,
  forwards: listMessages,
  query: listMessagesQuerySchema,
});

export const sendMessageRoute = defineHttpRoute({
  id: 'sendMessage',
  method: 'POST',
  path: '/messages',
  summary:
    'Send to a group’s chat, or directly (receiverId) between a group’s teacher and one of its students',
  tag,
  forwards: sendMessage,
  body: sendMessageInputSchema,
  bodyLimit: 16 * 1024,
});

export const deleteMessageRoute = defineHttpRoute({
  id: 'deleteMessage',
  method: 'DELETE',
  path: '/messages/:messageId',
  summary: 'Remove a message (its group’s teacher, an admin): kept in the audit log',
  tag,
  forwards: deleteMessage,
  roles: staff,
  params: z.object({ messageId: uuid }),
});

export const markReadRoute = defineHttpRoute({
  id: 'markMessagesRead',
  method: 'POST',
  path: '/messages/read',
  summary: 'Opening a chat marks its messages read; answers the unread counts',
  tag,
  forwards: markRead,
  body: conversationSchema,
});

export const getUnreadRoute = defineHttpRoute({
  id: 'getUnreadMessages',
  method: 'GET',
  path: '/messages/unread',
  summary: 'Unread messages per group and direct thread (readBy lacks me)',
  tag,
  forwards: getUnread,
});

export const listMessageAuditRoute = defineHttpRoute({
  id: 'listMessageAudit',
  method: 'GET',
  path: '/messages/audit',
  summary:
    'Deleted messages: who removed what and when (admins), most recent first, a page at a time (`limit` ≤ 100, `cursor` = the previous page’s `nextCursor`)',
  tag,
  forwards: listMessageAudit,
  roles: ['admin'],
  query: listMessageAuditQuerySchema,
});

export const listAnnouncementsRoute = defineHttpRoute({
  id: 'listAnnouncements',
  method: 'GET',
  path: '/announcements',
  summary:
    'Announcements of a group, or of every group I see, newest first, a page at a time (`limit` ≤ 50, `cursor` = the previous page’s `nextCursor`)',
  tag,
  forwards: listAnnouncements,
  query: listAnnouncementsQuerySchema,
});

export const createAnnouncementRoute = defineHttpRoute({
  id: 'createAnnouncement',
  method: 'POST',
  path: '/announcements',
  summary: 'Announce to a group (its teacher, an admin)',
  tag,
  forwards: createAnnouncement,
  roles: staff,
  body: createAnnouncementInputSchema,
});

export const deleteAnnouncementRoute = defineHttpRoute({
  id: 'deleteAnnouncement',
  method: 'DELETE',
  path: '/announcements/:announcementId',
  summary: 'Remove an announcement (its group’s teacher, an admin)',
  tag,
  forwards: deleteAnnouncement,
  roles: staff,
  params: z.object({ announcementId: uuid }),
});

export const listCourseNotesRoute = defineHttpRoute({
  id: 'listCourseNotes',
  method: 'GET',
  path: '/course-notes',
  summary:
    'A group’s course notes (students: the shared ones), newest first, a page at a time (`limit` ≤ 20, `cursor` = the previous page’s `nextCursor`)',
  tag,
  forwards: listCourseNotes,
  query: listCourseNotesQuerySchema,
});

export const createCourseNoteRoute = defineHttpRoute({
  id: 'createCourseNote',
  method: 'POST',
  path: '/course-notes',
  summary: 'A course note for a group (its teacher, an admin), shared with its students or not',
  tag,
  forwards: createCourseNote,
  roles: staff,
  body: createCourseNoteInputSchema,
});

export const updateCourseNoteRoute = defineHttpRoute({
  id: 'updateCourseNote',
  method: 'PATCH',
  path: '/course-notes/:noteId',
  summary: 'Change a course note’s title, content or sharing',
  tag,
  forwards: updateCourseNote,
  roles: staff,
  params: z.object({ noteId: uuid }),
  body: updateCourseNoteInputSchema,
});

export const deleteCourseNoteRoute = defineHttpRoute({
  id: 'deleteCourseNote',
  method: 'DELETE',
  path: '/course-notes/:noteId',
  summary: 'Remove a course note',
  tag,
  forwards: deleteCourseNote,
  roles: staff,
  params: z.object({ noteId: uuid }),
});

/** Musichat: messages, announcements, course notes: every route of this file, listed for the gateway (`@crescendo/contracts/http`). */
export const messagingRoutes: readonly HttpRoute[] = [
  listMessagesRoute,
  sendMessageRoute,
  deleteMessageRoute,
  markReadRoute,
  getUnreadRoute,
  listMessageAuditRoute,
  listAnnouncementsRoute,
  createAnnouncementRoute,
  deleteAnnouncementRoute,
  listCourseNotesRoute,
  createCourseNoteRoute,
  updateCourseNoteRoute,
  deleteCourseNoteRoute,
];
