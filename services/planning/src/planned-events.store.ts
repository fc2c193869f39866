import type { PlannedEvent } from '@crescendo/contracts';
import { decodeCursor, pageOf, type Db } from '@crescendo/service-kit';
import { eventColumns, eventOf } from './event.store.js';

type Row = Parameters<typeof eventOf>[0];

async function withOccurrences(db: Db, rows: Row[]): Promise<PlannedEvent[]> {
  if (rows.length === 0) return [];
  const occurrences = await db.query<
    Array<{ event_id: string; day: string; starts_at: Date; ends_at: Date; call_at: Date | null }>
  >(
    `SELECT event_id, occurrence_day::text AS day, starts_at, ends_at, call_at FROM occurrences
     WHERE event_id = ANY($1::uuid[]) ORDER BY starts_at, id`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    event: eventOf(row),
    occurrences: occurrences
      .filter((occurrence) => occurrence.event_id === row.id)
      .map((occurrence) => ({
        day: occurrence.day,
        startsAt: occurrence.starts_at.toISOString(),
        endsAt: occurrence.ends_at.toISOString(),
        callAt: occurrence.call_at?.toISOString() ?? null,
      })),
  }));
}

/** The event as it is now with its occurrences (what `evt.planning.event.saved` carries), or null. */
export async function plannedEvent(db: Db, organizationId: string, eventId: string) {
  const rows = await db.query<Row[]>(
    `SELECT ${eventColumns} FROM events e WHERE e.id = $1 AND e.organization_id = $2`,
    [eventId, organizationId],
  );
  return (await withOccurrences(db, rows))[0] ?? null;
}

/** A page of a group's events and the whole school's (no group) by id whose last occurrence ends after `since`. */
export async function groupEventsPage(
  db: Db,
  query: { organizationId: string; groupId: string; since: Date },
  cursor: string | undefined,
  limit: number,
) {
  // Keyset on the id alone (the cursor's key part is a constant).
  const after = cursor ? decodeCursor(cursor, 'e') : null;
  const rows = await db.query<Row[]>(
    `SELECT ${eventColumns} FROM events e
     WHERE e.organization_id = $1 AND ($2::uuid = ANY(e.group_ids) OR cardinality(e.group_ids) = 0)
       AND EXISTS (SELECT 1 FROM occurrences o WHERE o.event_id = e.id AND o.ends_at > $3)
       AND ($4::uuid IS NULL OR e.id > $4::uuid)
     ORDER BY e.id LIMIT $5`,
    [query.organizationId, query.groupId, query.since, after?.id ?? null, limit + 1],
  );
  const page = pageOf(
    rows,
    limit,
    (row) => row,
    (row) => ({ key: 'e', id: row.id }),
  );
  return { events: await withOccurrences(db, page.items), nextCursor: page.nextCursor };
}
