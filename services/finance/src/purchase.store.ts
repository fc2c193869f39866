import type { LedgerEntry, Purchase } from '@crescendo/contracts';
import { purchaseStateOf, type CurrencyCode, type LedgerEntryKind } from '@crescendo/domain';
import type { Db } from '@crescendo/service-kit';

export interface PurchaseRow {
  id: string;
  organization_id: string;
  student_id: string | null;
  item: string;
  amount_cents: number;
  currency: CurrencyCode;
  created_at: Date;
  created_by: string | null;
  /** A service's reference for what it charged (absent: none). */
  reference?: string | null;
  /** The inventory loan a negligence charge came from (absent: none). */
  inventory_loan_id?: string | null;
  entries: Array<Omit<LedgerEntry, 'recordedAt'> & { recordedAt: string }>;
}

/** One statement per read: each purchase with its ledger, oldest entry first. */
const selectPurchases = `
  SELECT p.id, p.organization_id, p.student_id, p.item, p.amount_cents::int AS amount_cents, p.currency,
    p.created_at, p.created_by, p.reference, p.inventory_loan_id,
    COALESCE((SELECT json_agg(json_build_object(
        'id', e.id, 'kind', e.kind, 'amountCents', e.amount_cents, 'currency', e.currency,
        'recordedAt', e.recorded_at, 'recordedBy', e.recorded_by, 'reason', e.reason, 'reversesId', e.reverses_id)
        ORDER BY e.recorded_at, e.position)
      FROM purchase_entries e WHERE e.purchase_id = p.id), '[]') AS entries
  FROM purchases p`;

/** With `lock`, the purchase row is locked until the transaction ends: two payments never race. */
export async function findPurchase(
  db: Db,
  organizationId: string,
  id: string,
  lock = false,
): Promise<PurchaseRow | null> {
  if (lock)
    await db.query(`SELECT 1 FROM purchases WHERE organization_id = $1 AND id = $2 FOR UPDATE`, [
      organizationId,
      id,
    ]);
  const rows: PurchaseRow[] = await db.query(
    `${selectPurchases} WHERE p.organization_id = $1 AND p.id = $2`,
    [organizationId, id],
  );
  return rows[0] ?? null;
}

export async function insertPurchase(
  db: Db,
  row: Omit<PurchaseRow, 'entries'>,
  chargeId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO purchases (id, organization_id, student_id, item, amount_cents, currency, created_at, created_by,
       reference, inventory_loan_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      row.id,
      row.organization_id,
      row.student_id,
      row.item,
      row.amount_cents,
      row.currency,
      row.created_at,
      row.created_by,
      row.reference ?? null,
      row.inventory_loan_id ?? null,
    ],
  );
  await insertEntry(db, {
    id: chargeId,
    organizationId: row.organization_id,
    purchaseId: row.id,
    kind: 'charge',
    amountCents: row.amount_cents,
    currency: row.currency,
    reversesId: null,
    reason: null,
    recordedAt: row.created_at,
    recordedBy: row.created_by,
  });
}

export interface NewEntry {
  id: string;
  organizationId: string;
  purchaseId: string;
  kind: LedgerEntryKind;
  amountCents: number;
  currency: CurrencyCode;
  reversesId: string | null;
  reason: string | null;
  recordedAt: Date;
  recordedBy: string | null;
}

export async function insertEntry(db: Db, entry: NewEntry): Promise<void> {
  await db.query(
    `INSERT INTO purchase_entries (id, organization_id, purchase_id, kind, amount_cents, currency, reverses_id,
       reason, recorded_at, recorded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      entry.id,
      entry.organizationId,
      entry.purchaseId,
      entry.kind,
      entry.amountCents,
      entry.currency,
      entry.reversesId,
      entry.reason,
      entry.recordedAt,
      entry.recordedBy,
    ],
  );
}

/**
 * The student's purchase of a reference that is not cancelled, or null. The caller holds
 * `lockReference` first, so that two requests for the same reference never both record one.
 */
export async function findLiveByReference(
  db: Db,
  organizationId: string,
  studentId: string,
  reference: string,
): Promise<string | null> {
  const rows: Array<{ id: string }> = await db.query(
    `SELECT p.id FROM purchases p
     WHERE p.organization_id = $1 AND p.reference = $2 AND p.student_id = $3
       AND NOT EXISTS (SELECT 1 FROM purchase_entries e WHERE e.purchase_id = p.id AND e.kind = 'chargeReversal')
     ORDER BY p.created_at DESC, p.id DESC LIMIT 1`,
    [organizationId, reference, studentId],
  );
  return rows[0]?.id ?? null;
}

/** Until the transaction ends, the one request recording this student's purchase of this reference. */
export async function lockReference(db: Db, organizationId: string, studentId: string, reference: string) {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
    `finance:${organizationId}:${studentId}:${reference}`,
  ]);
}

/** Payments less their reversals, recorded in [since, until), in one currency: the budget's automatic revenue. */
export async function paymentsBetween(
  db: Db,
  organizationId: string,
  currency: CurrencyCode,
  since: Date,
  until: Date,
): Promise<number> {
  const [row]: Array<{ cents: string | null }> = await db.query(
    `SELECT sum(CASE WHEN kind = 'payment' THEN amount_cents ELSE -amount_cents END)::bigint AS cents
     FROM purchase_entries
     WHERE organization_id = $1 AND currency = $2 AND kind IN ('payment', 'paymentReversal')
       AND recorded_at >= $3 AND recorded_at < $4`,
    [organizationId, currency, since, until],
  );
  return Number(row?.cents ?? 0);
}

/** The wire shape, its status derived from its ledger. */
export function toPurchase(row: PurchaseRow): Purchase {
  const entries = row.entries.map((entry) => ({
    ...entry,
    amountCents: Number(entry.amountCents),
    recordedAt: new Date(entry.recordedAt).toISOString(),
  }));
  const state = purchaseStateOf(entries);
  return {
    id: row.id,
    organizationId: row.organization_id,
    studentId: row.student_id,
    item: row.item,
    amountCents: row.amount_cents,
    currency: row.currency,
    status: state.status,
    paid: state.status === 'paid',
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
    paidAt: state.paidAt,
    cancelledAt: state.cancelledAt,
    reference: row.reference ?? null,
    inventoryLoanId: row.inventory_loan_id ?? null,
    entries,
  };
}

/**
 * Purchases and their ledger entries: what a service injects under `PURCHASE_STORE`
 * (decision 0047, "Stores injected"); a unit test hands it a fake of the same type.
 */
export const purchaseStore = {
  findPurchase,
  findLiveByReference,
  lockReference,
  insertPurchase,
  insertEntry,
  paymentsBetween,
};
export type PurchaseStore = typeof purchaseStore;
export const PURCHASE_STORE = Symbol('PurchaseStore');
