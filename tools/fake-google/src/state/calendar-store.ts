import { randomBytes } from 'node:crypto';

export type CalendarEventStatus = 'confirmed' | 'tentative' | 'cancelled';

/** One event as Calendar keeps it: the body last written, and what Calendar adds. */
export interface StoredCalendarEvent {
  id: string;
  status: CalendarEventStatus;
  body: Record<string, unknown>;
  created: string;
  updated: string;
  sequence: number;
  /** Deleted with `events.delete`: listed only with `showDeleted`, 410 when deleted again. */
  deleted: boolean;
}

export interface StoredCalendar {
  id: string;
  /** The Google account that created it: the only one that reaches it here (no sharing in the fake). */
  ownerSub: string;
  summary: string;
  description?: string;
  timeZone: string;
  created: string;
  events: Map<string, StoredCalendarEvent>;
}

/** A body the Calendar endpoints received, as sent: what a test checks never left (a student's name). */
export interface ReceivedCalendarBody {
  method: string;
  path: string;
  body: unknown;
}

/** The secondary calendars made through `calendars.insert` and their events. */
export class CalendarStore {
  private readonly calendars = new Map<string, StoredCalendar>();
  readonly received: ReceivedCalendarBody[] = [];

  create(ownerSub: string, fields: { summary: string; description?: string; timeZone?: string }) {
    const calendar: StoredCalendar = {
      id: `${randomBytes(16).toString('hex')}@group.calendar.google.com`,
      ownerSub,
      summary: fields.summary,
      description: fields.description,
      timeZone: fields.timeZone ?? 'UTC',
      created: new Date().toISOString(),
      events: new Map(),
    };
    this.calendars.set(calendar.id, calendar);
    return calendar;
  }

  /** The calendar, if it exists and belongs to that account. */
  owned(calendarId: string, sub: string): StoredCalendar | undefined {
    const calendar = this.calendars.get(calendarId);
    return calendar?.ownerSub === sub ? calendar : undefined;
  }

  /** The calendar and its events gone (the owner deleted it in Google Agenda): later calls on it answer 404. */
  remove(calendarId: string): boolean {
    return this.calendars.delete(calendarId);
  }

  list(): StoredCalendar[] {
    return [...this.calendars.values()];
  }

  clear(): void {
    this.calendars.clear();
    this.received.length = 0;
  }
}
