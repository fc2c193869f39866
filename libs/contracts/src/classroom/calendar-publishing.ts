import { z } from 'zod';
import { defineRequest } from '../common/request.js';

/** Frozen subjects (style.md §3) of a group's events published to the teacher's Google Calendar (issue 28 §7). */
export const calendarPublishingSubjects = {
  get: 'classroom-sync.calendar.get',
  publish: 'classroom-sync.calendar.publish',
  stop: 'classroom-sync.calendar.stop',
} as const;

/**
 * A group's publication for the asking teacher: whether their Google connection has the calendar scopes
 * (`needsConsent`: 'Publier dans Google Agenda' first goes through Google's consent for them), whether it is
 * on, the calendar ('Crescendo — <groupe>'), and the events still to write, written and refused by Google.
 * `problem`: Google no longer accepts the connection (`reconnect`) or its calendar scopes (`consent`), or the
 * teacher deleted the calendar in Google Agenda (`calendarDeleted`: publishing stopped there; 'Publier dans
 * Google Agenda' makes a new one).
 */
export const calendarPublicationSchema = z.object({
  groupId: z.string().uuid(),
  connected: z.boolean(),
  needsConsent: z.boolean(),
  publishing: z.boolean(),
  calendarName: z.string().nullable(),
  pending: z.number().int().min(0),
  published: z.number().int().min(0),
  failed: z.number().int().min(0),
  problem: z.enum(['reconnect', 'consent', 'calendarDeleted']).nullable(),
});
export type CalendarPublication = z.infer<typeof calendarPublicationSchema>;

const groupOnly = z.object({ groupId: z.string().uuid() });

export const getCalendarPublication = defineRequest(
  calendarPublishingSubjects.get,
  groupOnly,
  calendarPublicationSchema,
);

/**
 * 'Publier dans Google Agenda': with the calendar scopes, the calendar is made once (its id kept) and every
 * event of the group is written, then kept in step; without them, nothing is done and `needsConsent` says so.
 */
export const publishCalendar = defineRequest(
  calendarPublishingSubjects.publish,
  groupOnly,
  calendarPublicationSchema,
);

/** 'Ne plus publier': nothing is removed from Google; later changes are no longer written. */
export const stopCalendarPublication = defineRequest(
  calendarPublishingSubjects.stop,
  groupOnly,
  calendarPublicationSchema,
);
