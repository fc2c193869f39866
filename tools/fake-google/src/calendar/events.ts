import type { RequestContext } from '../http/context.js';
import { sendJson } from '../http/respond.js';
import { REQUIRED } from '../oauth/scopes.js';
import { authorizeCall } from '../classroom/bearer.js';
import { randomToken } from '../state/ids.js';
import type { CalendarEventStatus, StoredCalendarEvent } from '../state/calendar-store.js';
import { sendCalendarError } from './calendar-error.js';
import { parseEventInput } from './calendar-event-input.js';
import { eventView } from './calendar-views.js';
import { ownCalendar, receivedBody } from './calendars.js';

const MAX_RESULTS = 2500;

/** POST …/calendars/{calendarId}/events (`events.insert`): a chosen `id` already used is a 409, as at Google. */
export async function insertEvent(ctx: RequestContext): Promise<void> {
  const caller = authorizeCall(ctx, REQUIRED.calendarEventsWrite, 'calendar.events.insert');
  if (!caller) return;
  const calendar = ownCalendar(ctx, caller);
  if (!calendar) return;
  const raw = await receivedBody(ctx);
  if (raw === undefined) return;
  const input = parseEventInput(raw);
  if (!input.ok) return sendCalendarError(ctx.res, 400, input.reason, input.message);
  const id =
    typeof input.body.id === 'string'
      ? input.body.id
      : randomToken('')
          .toLowerCase()
          .replace(/[^a-v0-9]/g, '')
          .slice(0, 26);
  if (calendar.events.has(id))
    return sendCalendarError(ctx.res, 409, 'duplicate', 'The requested identifier already exists.');
  const now = new Date().toISOString();
  const event: StoredCalendarEvent = {
    id,
    status: (input.body.status as CalendarEventStatus | undefined) ?? 'confirmed',
    body: input.body,
    created: now,
    updated: now,
    sequence: 0,
    deleted: false,
  };
  calendar.events.set(id, event);
  sendJson(ctx.res, 200, eventView(calendar, event, ctx.app.baseUrl()));
}

/** PUT …/events/{eventId} (`events.update`): the whole event replaced; a deleted one comes back. */
export async function updateEvent(ctx: RequestContext): Promise<void> {
  const caller = authorizeCall(ctx, REQUIRED.calendarEventsWrite, 'calendar.events.update');
  if (!caller) return;
  const calendar = ownCalendar(ctx, caller);
  if (!calendar) return;
  const raw = await receivedBody(ctx);
  if (raw === undefined) return;
  const event = calendar.events.get(ctx.params.eventId ?? '');
  if (!event) return sendCalendarError(ctx.res, 404, 'notFound', 'Not Found');
  const input = parseEventInput(raw);
  if (!input.ok) return sendCalendarError(ctx.res, 400, input.reason, input.message);
  event.body = { ...input.body, id: event.id };
  event.status = (input.body.status as CalendarEventStatus | undefined) ?? 'confirmed';
  event.deleted = false;
  event.sequence = typeof input.body.sequence === 'number' ? input.body.sequence : event.sequence + 1;
  event.updated = new Date().toISOString();
  sendJson(ctx.res, 200, eventView(calendar, event, ctx.app.baseUrl()));
}

/** DELETE …/events/{eventId} (`events.delete`): 204; deleted again, 410 'Resource has been deleted'. */
export function deleteEvent(ctx: RequestContext): void {
  const caller = authorizeCall(ctx, REQUIRED.calendarEventsWrite, 'calendar.events.delete');
  if (!caller) return;
  const calendar = ownCalendar(ctx, caller);
  if (!calendar) return;
  const event = calendar.events.get(ctx.params.eventId ?? '');
  if (!event) return sendCalendarError(ctx.res, 404, 'notFound', 'Not Found');
  if (event.deleted) return sendCalendarError(ctx.res, 410, 'deleted', 'Resource has been deleted');
  event.deleted = true;
  event.updated = new Date().toISOString();
  ctx.res.writeHead(204).end();
}

/** GET …/calendars/{calendarId}/events (`events.list`): `showDeleted`, `maxResults` (250), `pageToken`. */
export function listEvents(ctx: RequestContext): void {
  const caller = authorizeCall(ctx, REQUIRED.calendarEventsRead, 'calendar.events.list');
  if (!caller) return;
  const calendar = ownCalendar(ctx, caller);
  if (!calendar) return;
  const query = ctx.url.searchParams;
  const showDeleted = query.get('showDeleted') === 'true';
  const maxResults = Math.min(Number(query.get('maxResults') ?? 250) || 250, MAX_RESULTS);
  const offset = Number(Buffer.from(query.get('pageToken') ?? '', 'base64url').toString() || 0);
  if (!Number.isInteger(offset) || offset < 0)
    return sendCalendarError(ctx.res, 400, 'invalid', 'Invalid page token value.');
  const events = [...calendar.events.values()].filter(
    (event) => showDeleted || (!event.deleted && event.status !== 'cancelled'),
  );
  const page = events.slice(offset, offset + maxResults);
  const next = offset + maxResults < events.length ? offset + maxResults : undefined;
  sendJson(ctx.res, 200, {
    kind: 'calendar#events',
    summary: calendar.summary,
    timeZone: calendar.timeZone,
    items: page.map((event) => eventView(calendar, event, ctx.app.baseUrl())),
    ...(next === undefined ? {} : { nextPageToken: Buffer.from(String(next)).toString('base64url') }),
  });
}
