import { isObject, type JsonObject } from '../http/guards.js';

export type EventInput = { ok: true; body: JsonObject } | { ok: false; reason: string; message: string };

const EVENT_ID = /^[a-v0-9]{5,1024}$/;

/** A start or end: a `dateTime` (RFC 3339, with `timeZone` when it has no offset) or an all-day `date`. */
function validTime(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (typeof value.date === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value.date);
  if (typeof value.dateTime !== 'string' || Number.isNaN(Date.parse(value.dateTime))) return false;
  return /(Z|[+-]\d{2}:\d{2})$/.test(value.dateTime) || typeof value.timeZone === 'string';
}

/** Validates an events.insert / events.update body as Calendar does (the checks a client trips on). */
export function parseEventInput(body: unknown): EventInput {
  if (!isObject(body)) return { ok: false, reason: 'parseError', message: 'Parse Error' };
  if (body.id !== undefined && (typeof body.id !== 'string' || !EVENT_ID.test(body.id)))
    return { ok: false, reason: 'invalid', message: 'Invalid resource id value.' };
  if (body.start === undefined) return { ok: false, reason: 'required', message: 'Missing start time.' };
  if (body.end === undefined) return { ok: false, reason: 'required', message: 'Missing end time.' };
  if (!validTime(body.start) || !validTime(body.end))
    return { ok: false, reason: 'invalid', message: 'Invalid start or end time.' };
  const status = body.status;
  if (status !== undefined && status !== 'confirmed' && status !== 'tentative' && status !== 'cancelled')
    return { ok: false, reason: 'invalid', message: 'Invalid value for: status' };
  return { ok: true, body };
}
