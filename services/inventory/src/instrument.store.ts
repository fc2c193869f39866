import type { InventoryInstrument } from '@crescendo/contracts';
import type { CalendarDay, InstrumentAvailability, InstrumentCondition } from '@crescendo/domain';
import { decodeCursor, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';
import {
  availabilityCase,
  availabilityJoins,
  availabilityWhere,
  dueOnColumn,
} from './instrument-availability.js';
import { likePattern } from './like-pattern.js';

/** What an asset number looks like in a page's cursor. */
const assetNumberKey = '[A-Za-z0-9][A-Za-z0-9._/-]{0,39}';

/** An instrument as the service writes it. */
export interface InstrumentRecord {
  id: string;
  organizationId: string;
  family: InventoryInstrument['family'];
  type: string;
  brand: string | null;
  model: string | null;
  serialNumber: string | null;
  assetNumber: string;
  purchaseDate: string | null;
  priceCents: number | null;
  condition: InstrumentCondition;
  location: string | null;
  notes: string | null;
  at: Date;
  by: string;
}

export interface InstrumentsFilter {
  organizationId: string;
  search: string | null;
  family: InventoryInstrument['family'] | null;
  condition: InstrumentCondition | null;
  availability: InstrumentAvailability | null;
  /** Today in the school's time zone: a loan due before it is overdue. */
  today: CalendarDay;
}

/** Each instrument with its open loan, if any, and where it stands today (`$today` of the statement). */
const selectInstruments = (today: string) => `
  SELECT i.id, i.organization_id, i.family, i.type, i.brand, i.model, i.serial_number, i.asset_number,
    to_char(i.purchase_date, 'YYYY-MM-DD') AS purchase_date, i.price_cents::int AS price_cents, i.condition,
    i.location, i.notes, i.created_at, l.student_id AS lent_to, bl.borrower_school_id AS lent_to_school,
    to_char(${dueOnColumn}, 'YYYY-MM-DD') AS due_on, ${availabilityCase(today)} AS availability,
    i.last_seen_at, i.last_seen_in
  FROM instruments i ${availabilityJoins}`;

interface InstrumentRow {
  id: string;
  organization_id: string;
  family: InventoryInstrument['family'];
  type: string;
  brand: string | null;
  model: string | null;
  serial_number: string | null;
  asset_number: string;
  purchase_date: string | null;
  price_cents: number | null;
  condition: InstrumentCondition;
  location: string | null;
  notes: string | null;
  created_at: Date;
  lent_to: string | null;
  lent_to_school: string | null;
  due_on: string | null;
  availability: InstrumentAvailability;
  last_seen_at: Date | null;
  last_seen_in: string | null;
}

function toInstrument(row: InstrumentRow): InventoryInstrument {
  return {
    id: row.id,
    organizationId: row.organization_id,
    family: row.family,
    type: row.type,
    brand: row.brand,
    model: row.model,
    serialNumber: row.serial_number,
    assetNumber: row.asset_number,
    purchaseDate: row.purchase_date,
    priceCents: row.price_cents,
    condition: row.condition,
    location: row.location,
    notes: row.notes,
    availability: row.availability,
    lentTo: row.lent_to,
    lentToSchoolId: row.lent_to_school,
    dueOn: row.due_on,
    lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
    lastSeenIn: row.last_seen_in,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Throws PostgreSQL's unique violation (23505) when the school already has the asset number. */
export async function insertInstrument(db: Db, record: InstrumentRecord): Promise<void> {
  await db.query(
    `INSERT INTO instruments (id, organization_id, family, type, brand, model, serial_number, asset_number,
       purchase_date, price_cents, condition, location, notes, created_at, created_by, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $14, $15)`,
    [
      record.id,
      record.organizationId,
      record.family,
      record.type,
      record.brand,
      record.model,
      record.serialNumber,
      record.assetNumber,
      record.purchaseDate,
      record.priceCents,
      record.condition,
      record.location,
      record.notes,
      record.at,
      record.by,
    ],
  );
}

/** False when the school has no such instrument; 23505 when the new asset number is another's. */
export async function updateInstrument(db: Db, record: InstrumentRecord): Promise<boolean> {
  // UPDATE answers `[rows, count]` through the Db.
  const [, count] = await db.query<[unknown[], number]>(
    `UPDATE instruments SET family = $3, type = $4, brand = $5, model = $6, serial_number = $7,
       asset_number = $8, purchase_date = $9, price_cents = $10, condition = $11, location = $12, notes = $13,
       updated_at = $14, updated_by = $15
     WHERE organization_id = $1 AND id = $2`,
    [
      record.organizationId,
      record.id,
      record.family,
      record.type,
      record.brand,
      record.model,
      record.serialNumber,
      record.assetNumber,
      record.purchaseDate,
      record.priceCents,
      record.condition,
      record.location,
      record.notes,
      record.at,
      record.by,
    ],
  );
  return count > 0;
}

/** The condition it came back in (a return). */
export async function setInstrumentCondition(
  db: Db,
  organizationId: string,
  id: string,
  condition: InstrumentCondition,
  at: Date,
  by: string,
): Promise<void> {
  await db.query(
    `UPDATE instruments SET condition = $3, updated_at = $4, updated_by = $5
     WHERE organization_id = $1 AND id = $2`,
    [organizationId, id, condition, at, by],
  );
}

/** With `lock`, the instrument's row is locked until the transaction ends (a loan and a repair never cross). */
export async function findInstrument(
  db: Db,
  organizationId: string,
  id: string,
  today: CalendarDay,
  lock = false,
): Promise<InventoryInstrument | null> {
  if (lock)
    await db.query(`SELECT 1 FROM instruments WHERE organization_id = $1 AND id = $2 FOR UPDATE`, [
      organizationId,
      id,
    ]);
  const rows: InstrumentRow[] = await db.query(
    `${selectInstruments('$3')} WHERE i.organization_id = $1 AND i.id = $2`,
    [organizationId, id, today],
  );
  return rows[0] ? toInstrument(rows[0]) : null;
}

/** The instrument whose asset number was scanned, whatever its case. */
export async function findInstrumentByCode(
  db: Db,
  organizationId: string,
  code: string,
  today: CalendarDay,
): Promise<InventoryInstrument | null> {
  const rows: InstrumentRow[] = await db.query(
    `${selectInstruments('$3')} WHERE i.organization_id = $1 AND lower(i.asset_number) = lower($2)`,
    [organizationId, code, today],
  );
  return rows[0] ? toInstrument(rows[0]) : null;
}

export function decodeInstrumentCursor(text: string): PageCursor {
  return decodeCursor(text, assetNumberKey);
}

/** A page of the school's instruments by asset number (then id), with the filter's conditions. */
export async function instrumentsPage(
  db: Db,
  filter: InstrumentsFilter,
  after: PageCursor | null,
  limit: number,
): Promise<{ items: InventoryInstrument[]; nextCursor: string | null }> {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const today = param(filter.today);
  const where = [`i.organization_id = ${param(filter.organizationId)}`];
  if (filter.search) {
    const pattern = param(likePattern(filter.search));
    where.push(
      `(i.asset_number ILIKE ${pattern} OR i.type ILIKE ${pattern} OR i.brand ILIKE ${pattern}
        OR i.model ILIKE ${pattern} OR i.serial_number ILIKE ${pattern} OR i.location ILIKE ${pattern})`,
    );
  }
  if (filter.family) where.push(`i.family = ${param(filter.family)}`);
  if (filter.condition) where.push(`i.condition = ${param(filter.condition)}`);
  if (filter.availability) where.push(availabilityWhere[filter.availability](today));
  if (after) where.push(`(i.asset_number, i.id) > (${param(after.key)}, ${param(after.id)}::uuid)`);
  const rows: InstrumentRow[] = await db.query(
    `${selectInstruments(today)} WHERE ${where.join(' AND ')}
     ORDER BY i.asset_number, i.id LIMIT ${param(limit + 1)}`,
    values,
  );
  return pageOf(rows, limit, toInstrument, (row) => ({ key: row.asset_number, id: row.id }));
}

/**
 * Instruments: what a service injects under `INSTRUMENT_STORE` (decision 0047, "Stores injected"); a unit
 * test hands it a fake of the same type.
 */
export const instrumentStore = {
  insertInstrument,
  updateInstrument,
  setInstrumentCondition,
  findInstrument,
  findInstrumentByCode,
  instrumentsPage,
};
export type InstrumentStore = typeof instrumentStore;
export const INSTRUMENT_STORE = Symbol('InstrumentStore');
