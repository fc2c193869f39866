import { Inject, Injectable } from '@nestjs/common';
import { CalendarApi, CalendarCallError } from '../google/calendar-api.js';
import type { PublicationRow, WantedEvent } from './calendar.store.js';
import { googleEventBody, googleEventId } from './google-event-body.js';

const gone = (error: unknown) =>
  error instanceof CalendarCallError && [404, 410].includes(error.failure.status);
const taken = (error: unknown) => error instanceof CalendarCallError && error.failure.status === 409;

/**
 * The publication's calendar no longer exists at Google (an insert, which never names an existing event, was
 * answered 404/410): the teacher deleted it in Google Agenda.
 */
export class CalendarGone extends Error {
  constructor(readonly calendarId: string) {
    super(`calendar ${calendarId} is gone from Google`);
    this.name = 'CalendarGone';
  }
}

/**
 * Writes one event of the planning into the publication's calendar, one Google event per occurrence (the
 * planning already computed them in the school's time zone: Google shows what the feeds and reminders say,
 * with no second reading of the series), and answers the Google ids by day. Each step can be run again: an
 * insert that exists (409) becomes an update, an update or delete of an event gone (404/410) is skipped or
 * re-inserted; days no longer in the event, or an event no longer of the group, are deleted at Google. An
 * insert answered 404 means the calendar itself is gone (`CalendarGone`).
 */
@Injectable()
export class CalendarWriter {
  constructor(@Inject(CalendarApi) private readonly api: CalendarApi) {}

  async write(
    publication: PublicationRow & { calendar_id: string },
    eventId: string,
    wanted: WantedEvent,
    known: Record<string, string>,
  ): Promise<Record<string, string>> {
    const { user_id: userId, calendar_id: calendarId } = publication;
    const written: Record<string, string> = {};
    if (!('removed' in wanted)) {
      const cancelled = wanted.event.status === 'cancelled';
      for (const occurrence of wanted.occurrences) {
        const id = known[occurrence.day] ?? googleEventId(publication.id, eventId, occurrence.day);
        const body = googleEventBody(id, wanted, occurrence);
        // Cancelled before it was ever written: nothing to tell Google.
        if (cancelled && !known[occurrence.day]) continue;
        if (known[occurrence.day]) await this.update(userId, calendarId, id, body, !cancelled);
        else await this.insert(userId, calendarId, id, body);
        written[occurrence.day] = id;
      }
    }
    for (const [day, id] of Object.entries(known))
      if (!(day in written)) await this.remove(userId, calendarId, id);
    return written;
  }

  private async insert(userId: string, calendarId: string, id: string, body: object) {
    try {
      await this.api.insertEvent(userId, calendarId, body);
    } catch (error) {
      if (gone(error)) throw new CalendarGone(calendarId);
      if (!taken(error)) throw error;
      await this.api.updateEvent(userId, calendarId, id, body);
    }
  }

  private async update(userId: string, calendarId: string, id: string, body: object, orInsert: boolean) {
    try {
      await this.api.updateEvent(userId, calendarId, id, body);
    } catch (error) {
      if (!gone(error)) throw error;
      if (orInsert) await this.insert(userId, calendarId, id, body);
    }
  }

  private async remove(userId: string, calendarId: string, id: string) {
    try {
      await this.api.deleteEvent(userId, calendarId, id);
    } catch (error) {
      if (!gone(error)) throw error;
    }
  }
}
