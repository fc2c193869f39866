import type { StoredCalendar, StoredCalendarEvent } from '../state/calendar-store.js';

export function calendarView(calendar: StoredCalendar): Record<string, unknown> {
  return {
    kind: 'calendar#calendar',
    etag: `"${Date.parse(calendar.created)}"`,
    id: calendar.id,
    summary: calendar.summary,
    ...(calendar.description ? { description: calendar.description } : {}),
    timeZone: calendar.timeZone,
  };
}

/** The event as Calendar answers it: the body written, with the fields Calendar owns. */
export function eventView(calendar: StoredCalendar, event: StoredCalendarEvent, baseUrl: string) {
  return {
    ...event.body,
    kind: 'calendar#event',
    etag: `"${Date.parse(event.updated)}${event.sequence}"`,
    id: event.id,
    status: event.deleted ? 'cancelled' : event.status,
    htmlLink: `${baseUrl}/calendar/event?eid=${encodeURIComponent(event.id)}`,
    created: event.created,
    updated: event.updated,
    sequence: event.sequence,
    iCalUID: `${event.id}@google.com`,
    organizer: { email: calendar.id, displayName: calendar.summary, self: true },
  };
}
