import type { Route } from '../http/context.js';
import { deleteCalendar, insertCalendar } from './calendars.js';
import { deleteEvent, insertEvent, listEvents, updateEvent } from './events.js';

const events = '/calendar/v3/calendars/:calendarId/events';

/** Calendar v3, the part Crescendo publishes with (issue 28 §7). */
export const calendarRoutes: Route[] = [
  { method: 'POST', path: '/calendar/v3/calendars', handler: insertCalendar },
  { method: 'DELETE', path: '/calendar/v3/calendars/:calendarId', handler: deleteCalendar },
  { method: 'GET', path: events, handler: listEvents },
  { method: 'POST', path: events, handler: insertEvent },
  { method: 'PUT', path: `${events}/:eventId`, handler: updateEvent },
  { method: 'DELETE', path: `${events}/:eventId`, handler: deleteEvent },
];
