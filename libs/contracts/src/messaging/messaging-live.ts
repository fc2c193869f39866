import { z } from 'zod';
import { defineLiveEvent } from '../live/live-event.js';
import { announcementSchema, messageSchema } from './message.js';

/**
 * What Musichat pushes on the live channel. A group's chat and its announcements go to `group:<id>`; a
 * direct message to `user:<id>` of its two parties only; notes say only that something changed (a note
 * that is not shared must not reach the students), the page reads them again.
 */
export const messageCreatedLive = defineLiveEvent('messaging.message.created', messageSchema);
export const messageDeletedLive = defineLiveEvent('messaging.message.deleted', messageSchema);
export const announcementCreatedLive = defineLiveEvent('messaging.announcement.created', announcementSchema);
export const announcementDeletedLive = defineLiveEvent(
  'messaging.announcement.deleted',
  z.object({ announcementId: z.string().uuid(), groupId: z.string().uuid() }),
);
export const courseNotesChangedLive = defineLiveEvent(
  'messaging.notes.changed',
  z.object({ groupId: z.string().uuid() }),
);
/** To the reader's own topic: their other tabs' badges follow. */
export const messagesReadLive = defineLiveEvent(
  'messaging.messages.read',
  z.object({ groupId: z.string().uuid(), studentId: z.string().uuid().nullable() }),
);
