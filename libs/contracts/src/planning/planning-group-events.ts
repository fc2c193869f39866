import { z } from 'zod';
import { defineEvent } from '../common/event.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import { planningEventSchema } from './planning-event.js';

/** One occurrence of an event as the planning computed it (the school's time zone): its day and instants. */
export const plannedOccurrenceSchema = z.object({
  day: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** 'Heure d'arrivée' on that day, when the event has one. */
  callAt: z.string().nullable(),
});

/**
 * An event as it is now with its occurrences (a weekly series of a year: 53 at most), for who publishes it
 * elsewhere (Google Calendar, issue 28 §7). Groups, never students: no person is named.
 */
export const plannedEventSchema = z.object({
  event: planningEventSchema,
  occurrences: z.array(plannedOccurrenceSchema).max(400),
});
export type PlannedEvent = z.infer<typeof plannedEventSchema>;

/**
 * Frozen subject (style.md §3): an event created, edited or cancelled (its `sequence` tells the versions apart),
 * or one of its groups deleted; written to the outbox in the change's transaction.
 */
export const planningEventSaved = defineEvent(
  'evt.planning.event.saved',
  plannedEventSchema.extend({ organizationId: z.string().uuid() }),
);

export const groupEventPage: PageSize = { default: 20, max: 50 };

/**
 * A group's events and the whole school's (no group) with their occurrences, those not over for sixty days
 * (cancelled ones too), by id, a page at a time: what 'Publier dans Google Agenda' writes first. Who reads them is who sees the group (groups decides,
 * asked as the actor).
 */
export const listGroupEvents = defineRequest(
  'planning.group-event.list',
  z.object({ groupId: z.string().uuid(), ...pageQueryShape(groupEventPage) }),
  z.object({ events: z.array(plannedEventSchema), ...nextCursorShape }),
);
