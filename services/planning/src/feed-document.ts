import { createHash } from 'node:crypto';
import ical, { ICalEventStatus } from 'ical-generator';
import type { PlanningOccurrence } from '@crescendo/contracts';

/**
 * A UID per event, stable across its edits: the event's id; each week of a series, the event's id and the
 * occurrence's day (so that a calendar app replaces, never duplicates, what it already has).
 */
export function uidOf(occurrence: PlanningOccurrence): string {
  const { event } = occurrence;
  return event.recurrence
    ? `${event.id}-${occurrence.occurrenceDay.replace(/-/g, '')}@crescendo`
    : `${event.id}@crescendo`;
}

/**
 * The RFC 5545 document of a person's calendar, written by ical-generator (lines folded at 75 octets, text
 * escaped): one VEVENT per occurrence, in UTC, its SEQUENCE the event's, DTSTAMP its last change, a cancelled
 * one kept with STATUS:CANCELLED. Groups and places only: never a student's name.
 */
export function feedDocument(occurrences: PlanningOccurrence[], timeZone: string) {
  const time = new Intl.DateTimeFormat('fr-CA', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const calendar = ical({
    name: 'Crescendo — Calendrier',
    prodId: { company: 'Crescendo', product: 'Planification', language: 'FR' },
  });
  for (const occurrence of occurrences) {
    const { event } = occurrence;
    const details = [
      occurrence.callAt ? `Heure d'arrivée : ${time.format(new Date(occurrence.callAt))}` : null,
      event.dressCode ? `Tenue : ${event.dressCode}` : null,
      event.bring ? `À apporter : ${event.bring}` : null,
      event.description,
    ].filter((line): line is string => Boolean(line));
    calendar.createEvent({
      id: uidOf(occurrence),
      sequence: event.sequence,
      stamp: new Date(event.updatedAt),
      start: new Date(occurrence.startsAt),
      end: new Date(occurrence.endsAt),
      summary: event.status === 'cancelled' ? `Annulé : ${event.title}` : event.title,
      location: event.place,
      description: details.length > 0 ? details.join('\n') : null,
      status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  const body = calendar.toString();
  return {
    body,
    etag: createHash('sha256').update(body).digest('base64url').slice(0, 32),
    contentType: 'text/calendar; charset=utf-8' as const,
  };
}
