import { createHash } from 'node:crypto';
import ical, { ICalEventStatus } from 'ical-generator';
import type { ImportedDay, PlanningOccurrence } from '@crescendo/contracts';
import { shiftDay, type CalendarDay } from '@crescendo/domain';

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
 * An imported day's UID: from what it is (its calendar, title and times), not its row, which a refresh of its
 * calendar writes anew — the same day keeps its UID, so a calendar app never shows it twice.
 */
export function importedUidOf(day: ImportedDay): string {
  const what = [day.calendarId, day.title, day.startsAt, day.endsAt].join('\n');
  return `${createHash('sha256').update(what).digest('hex').slice(0, 32)}@import.crescendo`;
}

/** A calendar day as the UTC midnight ical-generator writes back as that date (`VALUE=DATE`). */
const dateOnly = (day: CalendarDay) => new Date(`${day}T00:00:00.000Z`);

/**
 * The RFC 5545 document of a person's calendar, written by ical-generator (lines folded at 75 octets, text
 * escaped): one VEVENT per occurrence, in UTC, its SEQUENCE the event's, DTSTAMP its last change, a cancelled
 * one kept with STATUS:CANCELLED; then the school's imported days (the board's pedagogical days, decision 0076),
 * whole days as dates, named with their calendar. Groups and places only: never a student's name. Nothing in it
 * depends on the hour it is written: the same events give the same bytes, hence the same ETag.
 */
export function feedDocument(
  occurrences: PlanningOccurrence[],
  importedDays: ImportedDay[],
  timeZone: string,
) {
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
  for (const day of importedDays)
    calendar.createEvent({
      id: importedUidOf(day),
      // When it was read is not kept per day; its start is as stable as the day itself.
      stamp: new Date(day.startsAt),
      ...(day.allDay
        ? {
            allDay: true,
            start: dateOnly(day.firstDay as CalendarDay),
            end: dateOnly(shiftDay(day.lastDay as CalendarDay, 1)),
          }
        : { start: new Date(day.startsAt), end: new Date(day.endsAt) }),
      summary: day.title,
      description: `Calendrier importé : ${day.calendarName}`,
      status: ICalEventStatus.CONFIRMED,
    });
  const body = calendar.toString();
  return {
    body,
    etag: createHash('sha256').update(body).digest('base64url').slice(0, 32),
    contentType: 'text/calendar; charset=utf-8' as const,
  };
}
