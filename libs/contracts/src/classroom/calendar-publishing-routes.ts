import { z } from 'zod';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { getCalendarPublication, publishCalendar, stopCalendarPublication } from './calendar-publishing.js';

const tag = 'classroom';
const staff: Array<'admin' | 'teacher'> = ['admin', 'teacher'];
const params = z.object({ groupId: z.string().uuid() });

export const getCalendarPublicationRoute = defineHttpRoute({
  id: 'getCalendarPublication',
  method: 'GET',
  path: '/classroom/groups/:groupId/google-calendar',
  summary:
    'Whether the group’s events are published to my Google Calendar, and whether Google’s consent is needed',
  tag,
  forwards: getCalendarPublication,
  roles: staff,
  params,
});

export const publishCalendarRoute = defineHttpRoute({
  id: 'publishCalendar',
  method: 'POST',
  path: '/classroom/groups/:groupId/google-calendar',
  summary: 'Publier dans Google Agenda: the group’s events written to a calendar of mine, then kept in step',
  tag,
  forwards: publishCalendar,
  roles: staff,
  params,
});

export const stopCalendarPublicationRoute = defineHttpRoute({
  id: 'stopCalendarPublication',
  method: 'DELETE',
  path: '/classroom/groups/:groupId/google-calendar',
  summary: 'Ne plus publier: later changes are no longer written (nothing is removed from Google)',
  tag,
  forwards: stopCalendarPublication,
  roles: staff,
  params,
});

/** A group's events in the teacher's Google Calendar (issue 28 §7), listed for the gateway. */
export const calendarPublishingRoutes: readonly HttpRoute[] = [
  getCalendarPublicationRoute,
  publishCalendarRoute,
  stopCalendarPublicationRoute,
];
