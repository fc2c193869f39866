import { z } from 'zod';
import { defineLiveEvent } from '../live/live-event.js';
import { messageTypeSchema } from './message.js';

/**
 * What Musichat pushes on the live channel. A group's chat and its announcements go to `group:<id>`; a
 * direct message to `user:<id>` of its two parties only; a read to the reader's own topic.
 *
 * No event carries content, only which thing changed: the LIVE stream keeps events an hour and replays them
 * to a client that resumes, so a message or an announcement removed since would come back with its text.
 * The page reads the thing through the API, which answers with it as it is now, to whom may see it now
 * (decision 0031, "Content stays out of the stream"). The `.v2` names replaced events that carried the
 * whole message or announcement.
 */
export const messageRefSchema = z.object({
  id: z.string().uuid(),
  type: messageTypeSchema,
  groupId: z.string().uuid(),
  /** The student of a direct thread (the conversation to read again); null for the group's chat. */
  studentId: z.string().uuid().nullable(),
});
export type MessageRef = z.infer<typeof messageRefSchema>;

export const messageCreatedLive = defineLiveEvent('messaging.message.created.v2', messageRefSchema);
export const messageDeletedLive = defineLiveEvent('messaging.message.deleted.v2', messageRefSchema);
const announcementRefSchema = z.object({ announcementId: z.string().uuid(), groupId: z.string().uuid() });
export const announcementCreatedLive = defineLiveEvent(
  'messaging.announcement.created.v2',
  announcementRefSchema,
);
export const announcementDeletedLive = defineLiveEvent(
  'messaging.announcement.deleted',
  announcementRefSchema,
);
/** A note that is not shared must not reach the students: only that the group's notes changed. */
export const courseNotesChangedLive = defineLiveEvent(
  'messaging.notes.changed',
  z.object({ groupId: z.string().uuid() }),
);
/** To the reader's own topic: their other tabs' badges follow. */
export const messagesReadLive = defineLiveEvent(
  'messaging.messages.read',
  z.object({ groupId: z.string().uuid(), studentId: z.string().uuid().nullable() }),
);
