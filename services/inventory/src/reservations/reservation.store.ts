import type { InstrumentReservation, InventoryInstrument, ReservedInstrument } from '@crescendo/contracts';
import { decodeCursor, instantKey, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';

const iso = (column: string, unit: 'MS' | 'US') =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.${unit}"Z"')`;

type InstrumentCondition = InventoryInstrument['condition'];

export interface LockedInstrument extends ReservedInstrument {
  condition: InstrumentCondition;
}

/** The school's instruments among `ids`, each row locked until the transaction ends (in id order: no deadlock). */
export async function lockInstruments(
  db: Db,
  organizationId: string,
  ids: string[],
): Promise<LockedInstrument[]> {
  if (ids.length === 0) return [];
  const rows: Array<{ id: string; asset_number: string; type: string; family: string; condition: string }> =
    await db.query(
      `SELECT id, asset_number, type, family, condition FROM instruments
        WHERE organization_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`,
      [organizationId, ids],
    );
  return rows.map((row) => ({
    instrumentId: row.id,
    assetNumber: row.asset_number,
    type: row.type,
    family: row.family as ReservedInstrument['family'],
    condition: row.condition as InstrumentCondition,
  }));
}

/** Another event's reservation of one of the instruments over one of the periods, the first one found. */
export async function firstOverlap(
  db: Db,
  eventId: string,
  instrumentIds: string[],
  periods: Array<{ startsAt: Date; endsAt: Date }>,
): Promise<{ instrumentId: string; startsAt: Date; endsAt: Date } | null> {
  const [row] = await db.query<Array<{ instrument_id: string; starts_at: Date; ends_at: Date }>>(
    `SELECT r.instrument_id, r.starts_at, r.ends_at
       FROM reservations r
       JOIN unnest($3::timestamptz[], $4::timestamptz[]) AS p(starts_at, ends_at)
         ON r.starts_at < p.ends_at AND r.ends_at > p.starts_at
      WHERE r.instrument_id = ANY($2::uuid[]) AND r.event_id <> $1
      ORDER BY r.starts_at LIMIT 1`,
    [eventId, instrumentIds, periods.map((p) => p.startsAt), periods.map((p) => p.endsAt)],
  );
  return row ? { instrumentId: row.instrument_id, startsAt: row.starts_at, endsAt: row.ends_at } : null;
}

/** Who reserved each instrument for the event, and when (kept when the event moves). */
export async function reservers(
  db: Db,
  organizationId: string,
  eventId: string,
): Promise<Map<string, { by: string | null; at: Date }>> {
  const rows: Array<{ instrument_id: string; reserved_by: string | null; reserved_at: Date }> =
    await db.query(
      `SELECT DISTINCT ON (instrument_id) instrument_id, reserved_by, reserved_at FROM reservations
      WHERE organization_id = $1 AND event_id = $2 ORDER BY instrument_id, reserved_at`,
      [organizationId, eventId],
    );
  return new Map(rows.map((row) => [row.instrument_id, { by: row.reserved_by, at: row.reserved_at }]));
}

export interface ReservationWrite {
  organizationId: string;
  eventId: string;
  title: string;
  periods: Array<{ startsAt: Date; endsAt: Date }>;
  instruments: Array<{ instrumentId: string; by: string | null; at: Date }>;
}

/** The event's reservations are now these: one row per instrument and period. */
export async function replaceReservations(db: Db, write: ReservationWrite): Promise<void> {
  await db.query(`DELETE FROM reservations WHERE organization_id = $1 AND event_id = $2`, [
    write.organizationId,
    write.eventId,
  ]);
  const rows = write.instruments.flatMap((instrument) =>
    write.periods.map((period) => ({ ...instrument, ...period })),
  );
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO reservations (id, organization_id, instrument_id, event_id, title, starts_at, ends_at, reserved_by, reserved_at)
     SELECT gen_random_uuid(), $1, unnest($3::uuid[]), $2, $4, unnest($5::timestamptz[]), unnest($6::timestamptz[]),
            unnest($7::uuid[]), unnest($8::timestamptz[])`,
    [
      write.organizationId,
      write.eventId,
      rows.map((row) => row.instrumentId),
      write.title,
      rows.map((row) => row.startsAt),
      rows.map((row) => row.endsAt),
      rows.map((row) => row.by),
      rows.map((row) => row.at),
    ],
  );
}

/** The instruments reserved for the event, by asset number. */
export async function eventEquipment(
  db: Db,
  organizationId: string,
  eventId: string,
): Promise<ReservedInstrument[]> {
  const rows: Array<{ id: string; asset_number: string; type: string; family: string }> = await db.query(
    `SELECT i.id, i.asset_number, i.type, i.family FROM instruments i
      WHERE i.organization_id = $1
        AND EXISTS (SELECT 1 FROM reservations r WHERE r.instrument_id = i.id AND r.event_id = $2)
      ORDER BY i.asset_number, i.id`,
    [organizationId, eventId],
  );
  return rows.map((row) => ({
    instrumentId: row.id,
    assetNumber: row.asset_number,
    type: row.type,
    family: row.family as ReservedInstrument['family'],
  }));
}

export function decodeReservationCursor(text: string): PageCursor {
  return decodeCursor(text, instantKey);
}

/** An instrument's reservations not over at `now`, soonest first, a page at a time. */
export async function upcomingPage(
  db: Db,
  filter: { organizationId: string; instrumentId: string; now: Date },
  after: PageCursor | null,
  limit: number,
): Promise<{ items: InstrumentReservation[]; nextCursor: string | null }> {
  const values: unknown[] = [filter.organizationId, filter.instrumentId, filter.now];
  const param = (value: unknown) => `$${values.push(value)}`;
  const where = ['organization_id = $1', 'instrument_id = $2', 'ends_at > $3'];
  if (after) where.push(`(starts_at, id) > (${param(after.key)}::timestamptz, ${param(after.id)}::uuid)`);
  const rows: Array<{
    id: string;
    event_id: string;
    title: string;
    starts_at: string;
    ends_at: string;
    start_key: string;
  }> = await db.query(
    `SELECT id, event_id, title, ${iso('starts_at', 'MS')} AS starts_at, ${iso('ends_at', 'MS')} AS ends_at,
            ${iso('starts_at', 'US')} AS start_key
       FROM reservations WHERE ${where.join(' AND ')}
      ORDER BY starts_at, id LIMIT ${param(limit + 1)}`,
    values,
  );
  return pageOf(
    rows,
    limit,
    (row) => ({
      id: row.id,
      eventId: row.event_id,
      title: row.title,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
    }),
    (row) => ({ key: row.start_key, id: row.id }),
  );
}
