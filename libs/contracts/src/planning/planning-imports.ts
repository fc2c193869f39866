import { z } from 'zod';
import type { PageSize } from '../common/page.js';
import { nextCursorShape, pageQueryShape } from '../common/page.js';
import { localizedMessageSchema } from '../common/envelope.js';
import { freeText } from '../common/free-text.js';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute } from '../http/http-route.js';
import { calendarDaySchema } from '../homework/practice.js';
import { planningRangeMaxDays } from './planning-event.js';

/** Frozen subjects of the imported calendars (issue 28 §4, 'Importer un calendrier'). */
export const planningImportSubjects = {
  importCalendar: 'planning.imported-calendar.import',
  listCalendars: 'planning.imported-calendar.list',
  deleteCalendar: 'planning.imported-calendar.delete',
  listImportedDays: 'planning.imported-day.list',
  importCalendarFromUrl: 'planning.imported-calendar.import-url',
  refreshCalendar: 'planning.imported-calendar.refresh',
} as const;

/**
 * The largest .ics accepted, in bytes (UTF-8): 512 kB. A board's pedagogical days are a few kB; the text
 * travels inside one NATS message, whose default ceiling is 1 MB once its JSON escapes are counted.
 */
export const icsMaxBytes = 512 * 1024;
/** The most events (a repeating one: each of its occurrences) one imported calendar keeps. */
export const importedEventsMax = 2000;
export const importedCalendarNameMax = 80;

/** The UTF-8 size of a text, in bytes (the browser and Node alike). */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

export const importedCalendarNameSchema = z
  .string({ error: 'validation.importedCalendarName' })
  .pipe(
    freeText({ multiline: false })
      .min(1, 'validation.importedCalendarName')
      .max(importedCalendarNameMax, 'validation.importedCalendarNameMax'),
  );

/**
 * 'Importer un calendrier': the calendar's name (the school's own name for it: 'Calendrier du centre de
 * services') and the .ics file's text. Importing again under the same name (case and accents aside) replaces
 * that calendar's days.
 */
export const importCalendarInputSchema = z.object({
  name: importedCalendarNameSchema,
  ics: z
    .string({ error: 'validation.icsRequired' })
    .min(1, 'validation.icsRequired')
    .max(icsMaxBytes, 'validation.icsTooLarge')
    .refine((text) => utf8Bytes(text) <= icsMaxBytes, 'validation.icsTooLarge'),
});
export type ImportCalendarInput = z.input<typeof importCalendarInputSchema>;

export const calendarUrlMax = 2048;

/**
 * The address of an outside calendar ('Importer par adresse'): http, https or webcal (read as https), without a
 * user name or password in it. Where it may point is the planning's to decide (never an address of the school's
 * own network: `calendar-fetch.ts`).
 */
export const calendarUrlSchema = z
  .string({ error: 'validation.calendarUrl' })
  .trim()
  .min(1, 'validation.calendarUrl')
  .max(calendarUrlMax, 'validation.calendarUrlMax')
  .refine((text) => calendarAddress(text) !== null, 'validation.calendarUrl');

/** The address fetched for a calendar's URL (webcal:// is https://), or null when it is not one. */
export function calendarAddress(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text.trim().replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !url.hostname) return null;
  return url;
}

/**
 * 'Importer un calendrier' from its address: the planning fetches it now, and again every day (and on
 * 'Actualiser'), so that the board's changes to its pedagogical days come in by themselves.
 */
export const importCalendarFromUrlInputSchema = z.object({
  name: importedCalendarNameSchema,
  url: calendarUrlSchema,
});
export type ImportCalendarFromUrlInput = z.input<typeof importCalendarFromUrlInputSchema>;

/**
 * An imported calendar: its name, how many days or events it holds, their first and last day, when. One read
 * from an address also says when it was last read and, when the last try failed, why (the days of the last
 * good read are kept); the address itself only to the school's admins (a private calendar's address is its key).
 */
export const importedCalendarSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  events: z.number().int().min(0),
  firstDay: z.string().nullable(),
  lastDay: z.string().nullable(),
  importedAt: z.string().datetime(),
  source: z.enum(['file', 'url']),
  /** The address read (admins only; null for a file and for everyone else). */
  sourceUrl: z.string().nullable(),
  /** The last try to read the address, successful or not; null for a file. */
  refreshedAt: z.string().datetime().nullable(),
  /** Why the last try failed (a server message), null when it succeeded. */
  refreshError: localizedMessageSchema.nullable(),
});
export type ImportedCalendar = z.infer<typeof importedCalendarSchema>;

/**
 * One read-only day or event of an imported calendar ('Journée pédagogique'): all-day ones cover their days
 * whole in the school's time zone (`firstDay` to `lastDay`, included); timed ones their instants.
 */
export const importedDaySchema = z.object({
  id: z.string().uuid(),
  calendarId: z.string().uuid(),
  calendarName: z.string(),
  title: z.string(),
  allDay: z.boolean(),
  firstDay: z.string(),
  lastDay: z.string(),
  startsAt: z.string().datetime(),
  endsAt: z.string().datetime(),
});
export type ImportedDay = z.infer<typeof importedDaySchema>;

/** Only a school's admin imports; the reply tells whether an older import of that name was replaced. */
export const importCalendar = defineRequest(
  planningImportSubjects.importCalendar,
  importCalendarInputSchema,
  importedCalendarSchema.extend({ replaced: z.boolean() }),
);

/** Only a school's admin imports from an address; refused addresses and unreadable calendars store nothing. */
export const importCalendarFromUrl = defineRequest(
  planningImportSubjects.importCalendarFromUrl,
  importCalendarFromUrlInputSchema,
  importedCalendarSchema.extend({ replaced: z.boolean() }),
);

/** 'Actualiser': a calendar imported from an address read again now (a school's admin). */
export const refreshImportedCalendar = defineRequest(
  planningImportSubjects.refreshCalendar,
  z.object({ calendarId: z.string().uuid() }),
  importedCalendarSchema,
);

export const importedCalendarPage: PageSize = { default: 50, max: 100 };

/** The school's imported calendars, oldest import first (then id), a page at a time (everyone of the school). */
export const listImportedCalendars = defineRequest(
  planningImportSubjects.listCalendars,
  z.object({ ...pageQueryShape(importedCalendarPage) }),
  z.object({ calendars: z.array(importedCalendarSchema), ...nextCursorShape }),
);

/** 'Supprimer': the calendar and its days go (a school's admin). */
export const deleteImportedCalendar = defineRequest(
  planningImportSubjects.deleteCalendar,
  z.object({ calendarId: z.string().uuid() }),
  z.object({ deleted: z.literal(true) }),
);

export const importedDayPage: PageSize = { default: 100, max: 200 };

/**
 * The imported days and events touching `from`..`to` (days included, at most 100 days), by start then id, a
 * page at a time: everyone of the school reads them (students and teachers too).
 */
export const listImportedDaysQuerySchema = z
  .object({ from: calendarDaySchema, to: calendarDaySchema, ...pageQueryShape(importedDayPage) })
  .superRefine(({ from, to }, context) => {
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
    if (days < 0) context.addIssue({ code: 'custom', path: ['to'], message: 'validation.periodOrder' });
    else if (days > planningRangeMaxDays)
      context.addIssue({ code: 'custom', path: ['to'], message: 'validation.planningRangeTooLong' });
  });
export const listImportedDays = defineRequest(
  planningImportSubjects.listImportedDays,
  listImportedDaysQuerySchema,
  z.object({ days: z.array(importedDaySchema), ...nextCursorShape }),
);

const calendarParams = z.object({ calendarId: z.string().uuid() });

/** 'Importer un calendrier': the .ics text read by the browser, sent as JSON (a 512 kB file and its escapes). */
export const importCalendarRoute = defineHttpRoute({
  id: 'importPlanningCalendar',
  method: 'POST',
  path: '/planning/calendars',
  summary:
    'Import an outside calendar from an .ics text (at most 512 kB, 2 000 events): its days become read-only days of the school; the same name again replaces them (admins)',
  tag: 'planning',
  forwards: importCalendar,
  roles: ['admin'],
  body: importCalendarInputSchema,
  bodyLimit: 2 * icsMaxBytes + 16_384,
});

export const importCalendarFromUrlRoute = defineHttpRoute({
  id: 'importPlanningCalendarFromUrl',
  method: 'POST',
  path: '/planning/calendars/from-url',
  summary:
    'Import an outside calendar from its address (http, https or webcal; never an address of a private network), read again every day; the same name again replaces it (admins)',
  tag: 'planning',
  forwards: importCalendarFromUrl,
  roles: ['admin'],
  body: importCalendarFromUrlInputSchema,
});

export const refreshImportedCalendarRoute = defineHttpRoute({
  id: 'refreshPlanningCalendar',
  method: 'POST',
  path: '/planning/calendars/:calendarId/refresh',
  summary: 'Read a calendar imported from an address again now (admins)',
  tag: 'planning',
  forwards: refreshImportedCalendar,
  roles: ['admin'],
  params: calendarParams,
});

export const listImportedCalendarsRoute = defineHttpRoute({
  id: 'listPlanningCalendars',
  method: 'GET',
  path: '/planning/calendars',
  summary: 'The school’s imported calendars, a page at a time (`limit` ≤ 100, `cursor`)',
  tag: 'planning',
  forwards: listImportedCalendars,
  query: z.object({ ...pageQueryShape(importedCalendarPage) }),
});

export const deleteImportedCalendarRoute = defineHttpRoute({
  id: 'deletePlanningCalendar',
  method: 'DELETE',
  path: '/planning/calendars/:calendarId',
  summary: 'Delete an imported calendar and its days (admins)',
  tag: 'planning',
  forwards: deleteImportedCalendar,
  roles: ['admin'],
  params: calendarParams,
});

export const listImportedDaysRoute = defineHttpRoute({
  id: 'listPlanningImportedDays',
  method: 'GET',
  path: '/planning/imported-days',
  summary:
    'The imported calendars’ days and events touching `from`..`to` (days, at most 100), by start, a page at a time (`limit` ≤ 200, `cursor`)',
  tag: 'planning',
  forwards: listImportedDays,
  query: listImportedDaysQuerySchema,
});

export const planningImportRoutes = [
  importCalendarRoute,
  importCalendarFromUrlRoute,
  refreshImportedCalendarRoute,
  listImportedCalendarsRoute,
  deleteImportedCalendarRoute,
  listImportedDaysRoute,
] as const;
