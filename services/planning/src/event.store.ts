import type {
  PlanningEvent,
  PlanningEventFields,
  PlanningOccurrence,
  ReservedInstrument,
  TripDeadlines,
} from '@crescendo/contracts';
import type { Db } from '@crescendo/service-kit';
import { randomUUID } from 'node:crypto';
import { decodeCursor, instantKey, pageOf, type PageCursor } from '@crescendo/service-kit';
import type { OccurrenceTimes } from './occurrences.js';

interface EventRow {
  id: string;
  organization_id: string;
  title: string;
  type: PlanningEvent['type'];
  day: string;
  start_time: string;
  end_day: string;
  end_time: string;
  call_time: string | null;
  place: string | null;
  group_ids: string[];
  dress_code: string | null;
  bring: string | null;
  description: string | null;
  repeat_until: string | null;
  repeat_exceptions: string[];
  status: PlanningEvent['status'];
  sequence: number;
  updated_at: Date;
  deposit_cents: number | null;
  deposit_due: string | null;
  balance_cents: number | null;
  balance_due: string | null;
  consent_due: string | null;
  equipment: ReservedInstrument[];
}

interface OccurrenceRow extends EventRow {
  occurrence_id: string;
  occurrence_day: string;
  starts_at: Date;
  ends_at: Date;
  call_at: Date | null;
  /** The start with microseconds, for the cursor. */
  starts_key: string;
}

// Days and arrays read as text so that no driver time zone shifts a date.
export const eventColumns = `e.id, e.organization_id, e.title, e.type, e.day::text AS day, e.start_time, e.end_day::text AS end_day,
  e.end_time, e.call_time, e.place, e.group_ids::text[] AS group_ids, e.dress_code, e.bring, e.description,
  e.repeat_until::text AS repeat_until, e.repeat_exceptions::text[] AS repeat_exceptions, e.status, e.sequence, e.updated_at,
  e.deposit_cents, e.deposit_due::text AS deposit_due, e.balance_cents, e.balance_due::text AS balance_due,
  e.consent_due::text AS consent_due, e.equipment`;

/** A 'Sortie''s deadlines as stored, or null when it has none. */
function tripOf(row: EventRow): TripDeadlines | null {
  const payment = (cents: number | null, dueDay: string | null) =>
    cents !== null && dueDay !== null ? { amountCents: cents, dueDay } : null;
  const trip = {
    deposit: payment(row.deposit_cents, row.deposit_due),
    balance: payment(row.balance_cents, row.balance_due),
    consentDueDay: row.consent_due,
  };
  return trip.deposit || trip.balance || trip.consentDueDay ? trip : null;
}

export function eventOf(row: EventRow): PlanningEvent {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    day: row.day,
    startTime: row.start_time,
    endDay: row.end_day,
    endTime: row.end_time,
    callTime: row.call_time,
    place: row.place,
    groupIds: row.group_ids,
    dressCode: row.dress_code,
    bring: row.bring,
    description: row.description,
    recurrence: row.repeat_until ? { until: row.repeat_until, exceptions: row.repeat_exceptions } : null,
    trip: tripOf(row),
    // Absent when none: the inventory's instruments reserved for it (issue 28 §7).
    ...(row.equipment.length ? { equipment: row.equipment } : {}),
    status: row.status,
    sequence: row.sequence,
    updatedAt: row.updated_at.toISOString(),
  };
}

export interface EventWrite {
  id: string;
  organizationId: string;
  fields: PlanningEventFields;
  /** The deadlines as they are to be stored (an edit that sent none keeps the event's). */
  trip: TripDeadlines | null;
  at: Date;
  by: string;
}

const fieldValues = (fields: PlanningEventFields, trip: TripDeadlines | null) => [
  fields.title,
  fields.type,
  fields.day,
  fields.startTime,
  fields.endDay ?? fields.day,
  fields.endTime,
  fields.callTime,
  fields.place,
  fields.groupIds,
  fields.dressCode,
  fields.bring,
  fields.description,
  fields.recurrence?.until ?? null,
  fields.recurrence?.exceptions ?? [],
  trip?.deposit?.amountCents ?? null,
  trip?.deposit?.dueDay ?? null,
  trip?.balance?.amountCents ?? null,
  trip?.balance?.dueDay ?? null,
  trip?.consentDueDay ?? null,
];

export async function insertEvent(db: Db, write: EventWrite): Promise<void> {
  await db.query(
    `INSERT INTO events (id, organization_id, title, type, day, start_time, end_day, end_time, call_time, place,
       group_ids, dress_code, bring, description, repeat_until, repeat_exceptions, deposit_cents, deposit_due,
       balance_cents, balance_due, consent_due, created_at, created_by, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::uuid[], $12, $13, $14, $15, $16::date[], $17, $18, $19,
       $20, $21, $22, $23, $22, $23)`,
    [write.id, write.organizationId, ...fieldValues(write.fields, write.trip), write.at, write.by],
  );
}

/** Every field again; the SEQUENCE goes up. False when the school has no such event. */
export async function updateEvent(db: Db, write: EventWrite): Promise<boolean> {
  const rows = await db.query<Array<{ id: string }>>(
    `UPDATE events SET title = $3, type = $4, day = $5, start_time = $6, end_day = $7, end_time = $8,
       call_time = $9, place = $10, group_ids = $11::uuid[], dress_code = $12, bring = $13, description = $14,
       repeat_until = $15, repeat_exceptions = $16::date[], deposit_cents = $17, deposit_due = $18,
       balance_cents = $19, balance_due = $20, consent_due = $21, sequence = sequence + 1, updated_at = $22,
       updated_by = $23
     WHERE id = $1 AND organization_id = $2 RETURNING id`,
    [write.id, write.organizationId, ...fieldValues(write.fields, write.trip), write.at, write.by],
  );
  return rows.length > 0;
}

export async function cancelEvent(db: Db, organizationId: string, id: string, at: Date, by: string) {
  await db.query(
    `UPDATE events SET status = 'cancelled', sequence = sequence + 1, updated_at = $3, updated_by = $4
     WHERE id = $1 AND organization_id = $2`,
    [id, organizationId, at, by],
  );
}

/** The event, locked for the write that reads it (`FOR UPDATE`), or null. */
export async function findEvent(db: Db, organizationId: string, id: string, lock = false) {
  const [row] = await db.query<EventRow[]>(
    `SELECT ${eventColumns} FROM events e WHERE e.id = $1 AND e.organization_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, organizationId],
  );
  return row ? eventOf(row) : null;
}

/** The event's occurrences, computed again from its fields. */
export async function replaceOccurrences(
  db: Db,
  organizationId: string,
  eventId: string,
  occurrences: OccurrenceTimes[],
): Promise<void> {
  await db.query(`DELETE FROM occurrences WHERE event_id = $1`, [eventId]);
  if (occurrences.length === 0) return;
  await db.query(
    `INSERT INTO occurrences (id, organization_id, event_id, occurrence_day, starts_at, ends_at, call_at)
     SELECT unnest($1::uuid[]), $2, $3, unnest($4::date[]), unnest($5::timestamptz[]), unnest($6::timestamptz[]),
       unnest($7::timestamptz[])`,
    [
      occurrences.map(() => randomUUID()),
      organizationId,
      eventId,
      occurrences.map((occurrence) => occurrence.day),
      occurrences.map((occurrence) => occurrence.startsAt),
      occurrences.map((occurrence) => occurrence.endsAt),
      occurrences.map((occurrence) => occurrence.callAt),
    ],
  );
}

export interface OccurrenceQuery {
  organizationId: string;
  /** Instants: from the start of the first day to the start of the day after the last. */
  from: Date;
  to: Date;
  /** Null: every event of the school; otherwise the whole school's and these groups'. */
  groupIds: string[] | null;
}

export const decodeOccurrenceCursor = (cursor: string) => decodeCursor(cursor, instantKey);

/** A page of occurrences starting in the range, by start then id. */
export async function occurrencesPage(
  db: Db,
  query: OccurrenceQuery,
  after: PageCursor | null,
  limit: number,
) {
  const rows = await db.query<OccurrenceRow[]>(
    `SELECT ${eventColumns}, o.id AS occurrence_id, o.occurrence_day::text AS occurrence_day, o.starts_at,
       o.ends_at, o.call_at,
       to_char(o.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS starts_key
     FROM occurrences o JOIN events e ON e.id = o.event_id
     WHERE o.organization_id = $1 AND o.starts_at >= $2 AND o.starts_at < $3
       AND ($4::uuid[] IS NULL OR cardinality(e.group_ids) = 0 OR e.group_ids && $4::uuid[])
       AND ($5::timestamptz IS NULL OR (o.starts_at, o.id) > ($5::timestamptz, $6::uuid))
     ORDER BY o.starts_at, o.id
     LIMIT $7`,
    [
      query.organizationId,
      query.from,
      query.to,
      query.groupIds,
      after?.key ?? null,
      after?.id ?? null,
      limit + 1,
    ],
  );
  return pageOf(
    rows,
    limit,
    (row): PlanningOccurrence => ({
      occurrenceId: row.occurrence_id,
      occurrenceDay: row.occurrence_day,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      callAt: row.call_at?.toISOString() ?? null,
      event: eventOf(row),
    }),
    (row) => ({ key: row.starts_key, id: row.occurrence_id }),
  );
}

/** An occurrence of another event that may collide (conflicts, issue 28 §5). */
export interface NearbyOccurrence {
  eventId: string;
  title: string;
  place: string | null;
  groupIds: string[];
  cancelled: boolean;
  day: string;
  startTime: string;
  startsAt: Date;
  endsAt: Date;
  callAt: Date | null;
}

/**
 * The school's occurrences taken (from the call time or the start, to the end) somewhere between `from` and
 * `to`, cancelled events left out, the event `except` left out (the one being moved); at most `limit`.
 */
export async function occurrencesTakenBetween(
  db: Db,
  organizationId: string,
  from: Date,
  to: Date,
  except: string | null,
  limit: number,
): Promise<NearbyOccurrence[]> {
  const rows = await db.query<
    Array<{
      event_id: string;
      title: string;
      place: string | null;
      group_ids: string[];
      status: PlanningEvent['status'];
      occurrence_day: string;
      start_time: string;
      starts_at: Date;
      ends_at: Date;
      call_at: Date | null;
    }>
  >(
    `SELECT e.id AS event_id, e.title, e.place, e.group_ids::text[] AS group_ids, e.status,
       o.occurrence_day::text AS occurrence_day, e.start_time, o.starts_at, o.ends_at, o.call_at
     FROM occurrences o JOIN events e ON e.id = o.event_id
     WHERE o.organization_id = $1 AND e.status <> 'cancelled' AND ($4::uuid IS NULL OR e.id <> $4::uuid)
       AND o.starts_at < $3::timestamptz + interval '1 day' AND coalesce(o.call_at, o.starts_at) < $3 AND o.ends_at > $2
     ORDER BY o.starts_at, o.id
     LIMIT $5`,
    [organizationId, from, to, except, limit],
  );
  return rows.map((row) => ({
    eventId: row.event_id,
    title: row.title,
    place: row.place,
    groupIds: row.group_ids,
    cancelled: row.status === 'cancelled',
    day: row.occurrence_day,
    startTime: row.start_time,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    callAt: row.call_at,
  }));
}

/** 'Facturer la sortie' was done: the first time is kept. */
export async function markBilled(db: Db, organizationId: string, id: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE events SET billed_at = coalesce(billed_at, $3) WHERE id = $1 AND organization_id = $2`,
    [id, organizationId, at],
  );
}

/** When 'Facturer la sortie' was first done for the event (null: never). */
export async function billedAtOf(db: Db, organizationId: string, id: string): Promise<Date | null> {
  const [row] = await db.query<Array<{ billed_at: Date | null }>>(
    `SELECT billed_at FROM events WHERE id = $1 AND organization_id = $2`,
    [id, organizationId],
  );
  return row?.billed_at ?? null;
}

/** The functions the use cases call (decision 0047, "Stores injected"): a unit test hands fakes instead. */
export const eventStore = {
  markBilled,
  billedAtOf,
  insertEvent,
  updateEvent,
  cancelEvent,
  findEvent,
  replaceOccurrences,
  occurrencesPage,
  occurrencesTakenBetween,
};
export type EventStore = typeof eventStore;
export const EVENT_STORE = Symbol('EventStore');
