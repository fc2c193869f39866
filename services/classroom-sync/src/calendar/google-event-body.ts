import { createHash } from 'node:crypto';
import type { PlannedEvent } from '@crescendo/contracts';
import { googleCalendarTexts } from '@crescendo/i18n/server';

type Occurrence = PlannedEvent['occurrences'][number];

/** The school's time zone (design §4), as Google Calendar shows the times. */
const schoolTimeZone = 'America/Toronto';

/**
 * The Google id of one occurrence in one publication: chosen by us (base32hex, as Calendar requires), the same
 * every time, so that an insert made twice (a job run again after a lost answer) is a 409, never a double.
 */
export function googleEventId(publicationId: string, eventId: string, day: string): string {
  const hash = createHash('sha256').update(`${publicationId}|${eventId}|${day}`).digest();
  const alphabet = '0123456789abcdefghijklmnopqrstuv';
  let id = 'crescendo';
  for (let i = 0; i < 26; i += 1) id += alphabet[hash[i]! % 32];
  return id;
}

/**
 * One occurrence as a Google Calendar event: the event's own words (title, place, call time, what to bring,
 * dress code, description), its instants in the school's time zone, 'Annulé' as Google's `cancelled`. No
 * attendee, no group's roster: no student is named.
 */
export function googleEventBody(id: string, planned: PlannedEvent, occurrence: Occurrence) {
  const { event } = planned;
  const cancelled = event.status === 'cancelled';
  const text = googleCalendarTexts.event('fr', {
    title: event.title,
    cancelled,
    callAt: occurrence.callAt ? new Date(occurrence.callAt) : null,
    bring: event.bring,
    dressCode: event.dressCode,
    description: event.description,
  });
  return {
    id,
    summary: text.summary,
    ...(text.description ? { description: text.description } : {}),
    ...(event.place ? { location: event.place } : {}),
    start: { dateTime: occurrence.startsAt, timeZone: schoolTimeZone },
    end: { dateTime: occurrence.endsAt, timeZone: schoolTimeZone },
    status: cancelled ? 'cancelled' : 'confirmed',
    extendedProperties: { private: { crescendoEventId: event.id, crescendoDay: occurrence.day } },
  };
}
