import type { Repair } from '@crescendo/contracts';
import type { CalendarDay } from '@crescendo/domain';
import { decodeCursor, instantKey, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';

/** 'Envoyer en réparation', as the service writes it. */
export interface RepairRecord {
  id: string;
  organizationId: string;
  instrumentId: string;
  shop: string;
  sentOn: CalendarDay;
  quoteCents: number | null;
  notes: string | null;
  sentAt: Date;
  sentBy: string;
}

/** 'Réparation terminée', as the service writes it. */
export interface RepairReturnRecord {
  organizationId: string;
  repairId: string;
  returnedOn: CalendarDay;
  costCents: number;
  notes: string | null;
  returnedAt: Date;
  returnedBy: string;
}

const iso = (column: string, unit: 'MS' | 'US') =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.${unit}"Z"')`;

const selectRepairs = `
  SELECT r.id, r.instrument_id, i.asset_number, r.shop, to_char(r.sent_on, 'YYYY-MM-DD') AS sent_on,
    r.quote_cents::int AS quote_cents, r.notes, r.sent_by, ${iso('r.sent_at', 'US')} AS sent_key,
    to_char(r.returned_on, 'YYYY-MM-DD') AS returned_on, r.cost_cents::int AS cost_cents, r.return_notes,
    r.returned_by
  FROM repairs r JOIN instruments i ON i.id = r.instrument_id`;

interface RepairRow {
  id: string;
  instrument_id: string;
  asset_number: string;
  shop: string;
  sent_on: string;
  quote_cents: number | null;
  notes: string | null;
  sent_by: string | null;
  sent_key: string;
  returned_on: string | null;
  cost_cents: number | null;
  return_notes: string | null;
  returned_by: string | null;
}

function toRepair(row: RepairRow): Repair {
  return {
    id: row.id,
    instrumentId: row.instrument_id,
    assetNumber: row.asset_number,
    shop: row.shop,
    sentOn: row.sent_on,
    quoteCents: row.quote_cents,
    notes: row.notes,
    sentBy: row.sent_by,
    returnedOn: row.returned_on,
    costCents: row.cost_cents,
    returnNotes: row.return_notes,
    returnedBy: row.returned_by,
  };
}

/** Throws PostgreSQL's unique violation (23505) when the instrument is already at the shop. */
export async function insertRepair(db: Db, record: RepairRecord): Promise<void> {
  await db.query(
    `INSERT INTO repairs (id, organization_id, instrument_id, shop, sent_on, quote_cents, notes, sent_at, sent_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      record.id,
      record.organizationId,
      record.instrumentId,
      record.shop,
      record.sentOn,
      record.quoteCents,
      record.notes,
      record.sentAt,
      record.sentBy,
    ],
  );
}

/** With `lock`, the repair's row is locked until the transaction ends: two completions never race. */
export async function findRepair(
  db: Db,
  organizationId: string,
  id: string,
  lock = false,
): Promise<Repair | null> {
  if (lock)
    await db.query(`SELECT 1 FROM repairs WHERE organization_id = $1 AND id = $2 FOR UPDATE`, [
      organizationId,
      id,
    ]);
  const rows: RepairRow[] = await db.query(`${selectRepairs} WHERE r.organization_id = $1 AND r.id = $2`, [
    organizationId,
    id,
  ]);
  return rows[0] ? toRepair(rows[0]) : null;
}

/** False when it was already closed. */
export async function closeRepair(db: Db, record: RepairReturnRecord): Promise<boolean> {
  const [, count] = await db.query<[unknown[], number]>(
    `UPDATE repairs SET returned_on = $3, cost_cents = $4, return_notes = $5, returned_at = $6, returned_by = $7
     WHERE organization_id = $1 AND id = $2 AND returned_on IS NULL`,
    [
      record.organizationId,
      record.repairId,
      record.returnedOn,
      record.costCents,
      record.notes,
      record.returnedAt,
      record.returnedBy,
    ],
  );
  return count > 0;
}

export function decodeRepairCursor(text: string): PageCursor {
  return decodeCursor(text, instantKey);
}

/** An instrument's repairs, newest sent first, a page at a time. */
export async function repairsPage(
  db: Db,
  organizationId: string,
  instrumentId: string,
  after: PageCursor | null,
  limit: number,
): Promise<{ items: Repair[]; nextCursor: string | null }> {
  const values: unknown[] = [organizationId, instrumentId];
  const param = (value: unknown) => `$${values.push(value)}`;
  const where = ['r.organization_id = $1', 'r.instrument_id = $2'];
  if (after) where.push(`(r.sent_at, r.id) < (${param(after.key)}::timestamptz, ${param(after.id)}::uuid)`);
  const rows: RepairRow[] = await db.query(
    `${selectRepairs} WHERE ${where.join(' AND ')} ORDER BY r.sent_at DESC, r.id DESC LIMIT ${param(limit + 1)}`,
    values,
  );
  return pageOf(rows, limit, toRepair, (row) => ({ key: row.sent_key, id: row.id }));
}

/**
 * Repairs: what a service injects under `REPAIR_STORE` (decision 0047, "Stores injected"); a unit test hands
 * it a fake of the same type.
 */
export const repairStore = { insertRepair, findRepair, closeRepair, repairsPage };
export type RepairStore = typeof repairStore;
export const REPAIR_STORE = Symbol('RepairStore');
