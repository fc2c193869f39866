import { randomUUID } from 'node:crypto';
import type { ImportedCalendar, ImportedDay } from '@crescendo/contracts';
import { decodeCursor, instantKey, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';
import type { ImportedEventTimes } from './ics-import.js';

interface CalendarRow {
  id: string;
  name: string;
  event_count: number;
  first_day: string | null;
  last_day: string | null;
  imported_at: Date;
  imported_key: string;
  source_url: string | null;
  refreshed_at: Date | null;
  refresh_error: { key: string; params?: Record<string, unknown> } | null;
}

const calendarColumns = `id, name, event_count, first_day::text AS first_day, last_day::text AS last_day, imported_at,
  to_char(imported_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS imported_key, source_url,
  refreshed_at, refresh_error`;

/** The calendar as its admins read it (the service hides the address from everyone else). */
const calendarOf = (row: CalendarRow): ImportedCalendar => ({
  id: row.id,
  name: row.name,
  events: row.event_count,
  firstDay: row.first_day,
  lastDay: row.last_day,
  importedAt: row.imported_at.toISOString(),
  source: row.source_url === null ? 'file' : 'url',
  sourceUrl: row.source_url,
  refreshedAt: row.refreshed_at?.toISOString() ?? null,
  refreshError: row.refresh_error,
});

export interface CalendarWrite {
  organizationId: string;
  name: string;
  /** The name as compared: the same name again (case and accents aside) is the same calendar. */
  nameKey: string;
  events: ImportedEventTimes[];
  at: Date;
  by: string;
  /** The address it was read from; null for a file. */
  sourceUrl: string | null;
}

const spanOf = (days: ImportedEventTimes[]) => ({
  firstDay: days.reduce<string | null>(
    (min, e) => (min === null || e.firstDay < min ? e.firstDay : min),
    null,
  ),
  lastDay: days.reduce<string | null>((max, e) => (max === null || e.lastDay > max ? e.lastDay : max), null),
});

/** The calendar's days replaced by these (in the caller's transaction). */
async function replaceDays(db: Db, organizationId: string, calendarId: string, days: ImportedEventTimes[]) {
  await db.query(`DELETE FROM imported_days WHERE calendar_id = $1`, [calendarId]);
  if (days.length > 0)
    await db.query(
      `INSERT INTO imported_days (id, organization_id, calendar_id, title, all_day, first_day, last_day, starts_at,
         ends_at)
       SELECT unnest($1::uuid[]), $2, $3, unnest($4::text[]), unnest($5::boolean[]), unnest($6::date[]),
         unnest($7::date[]), unnest($8::timestamptz[]), unnest($9::timestamptz[])`,
      [
        days.map(() => randomUUID()),
        organizationId,
        calendarId,
        days.map((day) => day.title),
        days.map((day) => day.allDay),
        days.map((day) => day.firstDay),
        days.map((day) => day.lastDay),
        days.map((day) => day.startsAt),
        days.map((day) => day.endsAt),
      ],
    );
}

/**
 * The calendar of that name created, or its days replaced (one statement takes the row, so two imports of the
 * same name one after the other leave the last one's days only).
 */
export async function saveCalendar(
  db: Db,
  write: CalendarWrite,
): Promise<ImportedCalendar & { replaced: boolean }> {
  const days = write.events;
  const { firstDay, lastDay } = spanOf(days);
  const [row] = await db.query<Array<CalendarRow & { replaced: boolean }>>(
    `INSERT INTO imported_calendars AS c (id, organization_id, name, name_key, event_count, first_day, last_day,
       imported_at, imported_by, source_url, refreshed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9, $10::text,
       CASE WHEN $10::text IS NULL THEN NULL ELSE $8::timestamptz END)
     ON CONFLICT (organization_id, name_key) DO UPDATE SET name = EXCLUDED.name, event_count = EXCLUDED.event_count,
       first_day = EXCLUDED.first_day, last_day = EXCLUDED.last_day, imported_at = EXCLUDED.imported_at,
       imported_by = EXCLUDED.imported_by, source_url = EXCLUDED.source_url, refreshed_at = EXCLUDED.refreshed_at,
       refresh_error = NULL
     RETURNING ${calendarColumns}, (xmax <> 0) AS replaced`,
    [
      randomUUID(),
      write.organizationId,
      write.name,
      write.nameKey,
      days.length,
      firstDay,
      lastDay,
      write.at,
      write.by,
      write.sourceUrl,
    ],
  );
  const calendar = row!;
  await replaceDays(db, write.organizationId, calendar.id, days);
  return { ...calendarOf(calendar), replaced: calendar.replaced };
}

/** One calendar of the school, or undefined. */
export async function calendarById(
  db: Db,
  organizationId: string,
  calendarId: string,
): Promise<ImportedCalendar | undefined> {
  const [row] = await db.query<CalendarRow[]>(
    `SELECT ${calendarColumns} FROM imported_calendars WHERE id = $1 AND organization_id = $2`,
    [calendarId, organizationId],
  );
  return row ? calendarOf(row) : undefined;
}

/**
 * A calendar read again from its address: its days replaced, the read's time kept, the last error cleared.
 * Undefined when it was deleted (or replaced by a file) meanwhile: nothing is written then.
 */
export async function refreshCalendar(
  db: Db,
  refresh: {
    organizationId: string;
    calendarId: string;
    sourceUrl: string;
    events: ImportedEventTimes[];
    at: Date;
  },
): Promise<ImportedCalendar | undefined> {
  const { firstDay, lastDay } = spanOf(refresh.events);
  const [row] = await db.query<CalendarRow[]>(
    // As a SELECT: TypeORM answers an UPDATE … RETURNING as `[rows, affected]`.
    `WITH updated AS (
       UPDATE imported_calendars SET event_count = $4, first_day = $5, last_day = $6, refreshed_at = $7,
         refresh_error = NULL
       WHERE id = $1 AND organization_id = $2 AND source_url = $3
       RETURNING *)
     SELECT ${calendarColumns} FROM updated`,
    [
      refresh.calendarId,
      refresh.organizationId,
      refresh.sourceUrl,
      refresh.events.length,
      firstDay,
      lastDay,
      refresh.at,
    ],
  );
  if (!row) return undefined;
  await replaceDays(db, refresh.organizationId, refresh.calendarId, refresh.events);
  return calendarOf(row);
}

/** A failed read: when and why, the days of the last good read kept. */
export async function recordRefreshFailure(
  db: Db,
  failure: {
    calendarId: string;
    sourceUrl: string;
    at: Date;
    error: { key: string; params: Record<string, unknown> };
  },
): Promise<void> {
  await db.query(
    `UPDATE imported_calendars SET refreshed_at = $3, refresh_error = $4::jsonb WHERE id = $1 AND source_url = $2`,
    [failure.calendarId, failure.sourceUrl, failure.at, JSON.stringify(failure.error)],
  );
}

/** The calendars read from an address, every school's, by id after `afterId` (the daily refresh). */
export async function calendarsFromUrl(
  db: Db,
  afterId: string | null,
  limit: number,
): Promise<Array<{ id: string; organizationId: string; sourceUrl: string }>> {
  const rows = await db.query<Array<{ id: string; organization_id: string; source_url: string }>>(
    `SELECT id, organization_id, source_url FROM imported_calendars
     WHERE source_url IS NOT NULL AND ($1::uuid IS NULL OR id > $1::uuid) ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map((row) => ({ id: row.id, organizationId: row.organization_id, sourceUrl: row.source_url }));
}

export const decodeCalendarCursor = (cursor: string) => decodeCursor(cursor, instantKey);

/** The school's imported calendars, oldest import first, then id. */
export async function calendarsPage(db: Db, organizationId: string, after: PageCursor | null, limit: number) {
  const rows = await db.query<CalendarRow[]>(
    `SELECT ${calendarColumns} FROM imported_calendars
     WHERE organization_id = $1 AND ($2::timestamptz IS NULL OR (imported_at, id) > ($2::timestamptz, $3::uuid))
     ORDER BY imported_at, id LIMIT $4`,
    [organizationId, after?.key ?? null, after?.id ?? null, limit + 1],
  );
  return pageOf(rows, limit, calendarOf, (row) => ({ key: row.imported_key, id: row.id }));
}

/** The calendar and its days (the foreign key cascades); false when the school has no such calendar. */
export async function deleteCalendar(db: Db, organizationId: string, calendarId: string): Promise<boolean> {
  const rows = await db.query<Array<{ id: string }>>(
    // As a SELECT: TypeORM answers a DELETE … RETURNING inside a transaction as `[rows, affected]`.
    `WITH gone AS (DELETE FROM imported_calendars WHERE id = $1 AND organization_id = $2 RETURNING id)
     SELECT id FROM gone`,
    [calendarId, organizationId],
  );
  return rows.length > 0;
}

interface DayRow {
  id: string;
  calendar_id: string;
  calendar_name: string;
  title: string;
  all_day: boolean;
  first_day: string;
  last_day: string;
  starts_at: Date;
  ends_at: Date;
  starts_key: string;
}

const dayColumns = `d.id, d.calendar_id, c.name AS calendar_name, d.title, d.all_day, d.first_day::text AS first_day,
  d.last_day::text AS last_day, d.starts_at, d.ends_at,
  to_char(d.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS starts_key`;

export const importedDayOf = (row: DayRow): ImportedDay => ({
  id: row.id,
  calendarId: row.calendar_id,
  calendarName: row.calendar_name,
  title: row.title,
  allDay: row.all_day,
  firstDay: row.first_day,
  lastDay: row.last_day,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
});

export const decodeImportedDayCursor = (cursor: string) => decodeCursor(cursor, instantKey);

/**
 * A page of the imported days and events touching the instants `from`..`to` (a day spanning the range's
 * start included), by start then id.
 */
export async function importedDaysPage(
  db: Db,
  query: { organizationId: string; from: Date; to: Date },
  after: PageCursor | null,
  limit: number,
) {
  const rows = await db.query<DayRow[]>(
    `SELECT ${dayColumns} FROM imported_days d JOIN imported_calendars c ON c.id = d.calendar_id
     WHERE d.organization_id = $1 AND d.starts_at < $3 AND (d.ends_at > $2 OR d.starts_at >= $2)
       AND ($4::timestamptz IS NULL OR (d.starts_at, d.id) > ($4::timestamptz, $5::uuid))
     ORDER BY d.starts_at, d.id LIMIT $6`,
    [query.organizationId, query.from, query.to, after?.key ?? null, after?.id ?? null, limit + 1],
  );
  return pageOf(rows, limit, importedDayOf, (row) => ({ key: row.starts_key, id: row.id }));
}

/** The imported days and events overlapping `from`..`to` (conflicts, issue 28 §5), at most `limit`. */
export async function importedDaysBetween(
  db: Db,
  organizationId: string,
  from: Date,
  to: Date,
  limit: number,
): Promise<ImportedDay[]> {
  const rows = await db.query<DayRow[]>(
    `SELECT ${dayColumns} FROM imported_days d JOIN imported_calendars c ON c.id = d.calendar_id
     WHERE d.organization_id = $1 AND d.starts_at < $3 AND d.ends_at > $2
     ORDER BY d.starts_at, d.id LIMIT $4`,
    [organizationId, from, to, limit],
  );
  return rows.map(importedDayOf);
}

/** The functions the use cases call (decision 0047, "Stores injected"). */
export const importedCalendarStore = {
  saveCalendar,
  calendarById,
  refreshCalendar,
  recordRefreshFailure,
  calendarsFromUrl,
  calendarsPage,
  deleteCalendar,
  importedDaysPage,
  importedDaysBetween,
};
export type ImportedCalendarStore = typeof importedCalendarStore;
export const IMPORTED_CALENDAR_STORE = Symbol('ImportedCalendarStore');
