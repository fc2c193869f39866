import type { RequestContext } from '../http/context.js';
import { BodyError, readJson } from '../http/body.js';
import { isObject } from '../http/guards.js';
import { sendJson } from '../http/respond.js';
import { REQUIRED } from '../oauth/scopes.js';
import { authorizeCall, type Caller } from '../classroom/bearer.js';
import type { StoredCalendar } from '../state/calendar-store.js';
import { sendCalendarError } from './calendar-error.js';
import { calendarView } from './calendar-views.js';

/** The request's JSON body, also kept in the received log; undefined (and a 400 sent) when it is not JSON. */
export async function receivedBody(ctx: RequestContext): Promise<unknown> {
  let body: unknown;
  try {
    body = await readJson(ctx.req);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    sendCalendarError(ctx.res, 400, 'parseError', 'Parse Error');
    return undefined;
  }
  ctx.app.state.calendars.received.push({ method: ctx.req.method ?? 'POST', path: ctx.url.pathname, body });
  return body ?? {};
}

/** The caller's own calendar named in the path, or a 404 as Calendar answers for one it cannot see. */
export function ownCalendar(ctx: RequestContext, caller: Caller): StoredCalendar | undefined {
  const calendar = ctx.app.state.calendars.owned(ctx.params.calendarId ?? '', caller.userId);
  if (!calendar) sendCalendarError(ctx.res, 404, 'notFound', 'Not Found');
  return calendar;
}

/** POST /calendar/v3/calendars (`calendars.insert`): a secondary calendar of the caller's; needs `calendar`. */
export async function insertCalendar(ctx: RequestContext): Promise<void> {
  const caller = authorizeCall(ctx, REQUIRED.calendarsWrite, 'calendar.calendars.insert');
  if (!caller) return;
  const body = await receivedBody(ctx);
  if (body === undefined) return;
  if (!isObject(body) || typeof body.summary !== 'string' || body.summary.trim() === '')
    return sendCalendarError(ctx.res, 400, 'required', 'Missing title.');
  const calendar = ctx.app.state.calendars.create(caller.userId, {
    summary: body.summary,
    description: typeof body.description === 'string' ? body.description : undefined,
    timeZone: typeof body.timeZone === 'string' ? body.timeZone : undefined,
  });
  sendJson(ctx.res, 200, calendarView(calendar));
}

/** DELETE /calendar/v3/calendars/{calendarId} (`calendars.delete`): a secondary calendar of the caller's, gone. */
export async function deleteCalendar(ctx: RequestContext): Promise<void> {
  const caller = authorizeCall(ctx, REQUIRED.calendarsWrite, 'calendar.calendars.delete');
  if (!caller) return;
  const calendar = ownCalendar(ctx, caller);
  if (!calendar) return;
  ctx.app.state.calendars.remove(calendar.id);
  ctx.res.writeHead(204).end();
}
