import type { ListedPurchase } from '@crescendo/contracts';
import { currencies, type CurrencyCode, type PurchaseTotals } from '@crescendo/domain';
import { AppException, type Db } from '@crescendo/service-kit';

/**
 * Where a page of purchases ends, in the list's order (recorded ↓, id ↓): the next page starts after it.
 * `createdAt` keeps PostgreSQL's microseconds (the reply's `createdAt` has milliseconds), so two purchases
 * recorded in the same millisecond are neither skipped nor read twice.
 */
export interface PurchaseCursor {
  createdAt: string;
  id: string;
}

const cursorPattern =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** Opaque to clients: base64url of the two keys. */
export function encodePurchaseCursor(cursor: PurchaseCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

/** A cursor this service wrote, or VALIDATION_FAILED on `cursor`. */
export function decodePurchaseCursor(text: string): PurchaseCursor {
  const match = cursorPattern.exec(Buffer.from(text, 'base64url').toString());
  if (!match) throw AppException.invalid({ cursor: 'validation.cursor' });
  return { createdAt: match[1]!, id: match[2]! };
}

export interface PurchasesFilter {
  organizationId: string;
  /** null: every student of the organisation (anonymised lines included). */
  studentIds: string[] | null;
  /** Recorded at or after / before these instants. */
  since: Date | null;
  until: Date | null;
  status: 'all' | 'unpaid' | 'paid';
  /** Only what a service recorded under this reference (cancelled ones too). */
  reference?: string | null;
}

/**
 * What a purchase's ledger (`purchase_entries`, oldest first) leaves it in, as `purchaseStateOf` of
 * `@crescendo/domain` decides it: cancelled once its charge is reversed; paid while it has more payments
 * than reversed ones (a payment is only made on a purchase to settle, reversed only on a paid one); paid on
 * the day of its last payment.
 */
const ledgerState = `CROSS JOIN LATERAL (
    SELECT coalesce(bool_or(e.kind = 'chargeReversal'), false) AS cancelled,
      count(*) FILTER (WHERE e.kind = 'payment') > count(*) FILTER (WHERE e.kind = 'paymentReversal') AS paid,
      (array_agg(e.recorded_at ORDER BY e.recorded_at DESC, e.position DESC)
        FILTER (WHERE e.kind = 'payment'))[1] AS last_payment,
      (array_agg(e.recorded_at ORDER BY e.recorded_at DESC, e.position DESC)
        FILTER (WHERE e.kind = 'chargeReversal'))[1] AS cancelled_at
    FROM purchase_entries e WHERE e.purchase_id = p.id) AS ledger`;

const statusOf = `CASE WHEN ledger.cancelled THEN 'cancelled' WHEN ledger.paid THEN 'paid' ELSE 'credit' END`;
const iso = (column: string, unit: 'MS' | 'US') =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.${unit}"Z"')`;

const columns = `p.id, p.organization_id, p.student_id, p.item, p.amount_cents::int AS amount_cents, p.currency,
    ${iso('p.created_at', 'MS')} AS created_at, ${iso('p.created_at', 'US')} AS created_key, p.created_by,
    ${statusOf} AS status,
    CASE WHEN ledger.paid AND NOT ledger.cancelled THEN ${iso('ledger.last_payment', 'MS')} END AS paid_at,
    ${iso('ledger.cancelled_at', 'MS')} AS cancelled_at, p.reference,
    p.inventory_loan_id`;

interface ListedRow {
  id: string;
  organization_id: string;
  student_id: string | null;
  item: string;
  amount_cents: number;
  currency: CurrencyCode;
  created_at: string;
  created_key: string;
  created_by: string | null;
  status: ListedPurchase['status'];
  paid_at: string | null;
  cancelled_at: string | null;
  reference: string | null;
  inventory_loan_id: string | null;
}

type Scope = 'one' | 'some' | 'all';

/** The WHERE of a filter (the cursor aside), and its parameters from `$1`. */
function filterOf(filter: PurchasesFilter, scope: Scope, values: unknown[]) {
  const param = (value: unknown, cast: string) => `$${values.push(value)}::${cast}`;
  const where = [`p.organization_id = ${param(filter.organizationId, 'uuid')}`];
  if (scope === 'one') where.push(`p.student_id = ${param(filter.studentIds![0], 'uuid')}`);
  if (filter.since) where.push(`p.created_at >= ${param(filter.since, 'timestamptz')}`);
  if (filter.until) where.push(`p.created_at < ${param(filter.until, 'timestamptz')}`);
  if (filter.reference) where.push(`p.reference = ${param(filter.reference, 'text')}`);
  if (filter.status === 'unpaid') where.push('NOT ledger.cancelled AND NOT ledger.paid');
  if (filter.status === 'paid') where.push('NOT ledger.cancelled AND ledger.paid');
  return { where, param };
}

const scopeOf = (studentIds: string[] | null): Scope =>
  studentIds === null ? 'all' : studentIds.length === 1 ? 'one' : 'some';

/**
 * A page of purchases, newest first: `limit` of them and the cursor of the next page (null on the last). One
 * statement; several students (a teacher's groups) are one index range each, cut at the page's size (a
 * lateral join), then merged, as practice reports are read.
 */
export async function purchasesPage(
  db: Db,
  filter: PurchasesFilter,
  after: PurchaseCursor | null,
  limit: number,
): Promise<{ purchases: ListedPurchase[]; nextCursor: string | null }> {
  if (filter.studentIds?.length === 0) return { purchases: [], nextCursor: null };
  const scope = scopeOf(filter.studentIds);
  const values: unknown[] = [];
  const { where, param } = filterOf(filter, scope, values);
  const students = scope === 'some' ? param(filter.studentIds, 'uuid[]') : '';
  if (scope === 'some') where.push('p.student_id = student.id');
  if (after)
    where.push(
      `(p.created_at, p.id) < (${param(after.createdAt, 'timestamptz')}, ${param(after.id, 'uuid')})`,
    );
  const take = param(limit + 1, 'int');
  const one = `SELECT ${columns} FROM purchases p ${ledgerState}
    WHERE ${where.join(' AND ')} ORDER BY p.created_at DESC, p.id DESC LIMIT ${take}`;
  const text =
    scope === 'some'
      ? `SELECT page.* FROM unnest(${students}) AS student(id) CROSS JOIN LATERAL (${one}) AS page
         ORDER BY page.created_key DESC, page.id DESC LIMIT ${take}`
      : one;
  const rows: ListedRow[] = await db.query(text, values);
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    purchases: kept.map(toListedPurchase),
    nextCursor:
      rows.length > limit && last ? encodePurchaseCursor({ createdAt: last.created_key, id: last.id }) : null,
  };
}

/**
 * The totals per currency of every purchase of the filter (cancelled ones aside), whatever page is read:
 * bought, paid, still owed — the debt is the sum of the unpaid ones (spec §4). Summed by PostgreSQL.
 */
export async function purchaseTotalsOf(db: Db, filter: PurchasesFilter): Promise<PurchaseTotals[]> {
  if (filter.studentIds?.length === 0) return [];
  const scope = scopeOf(filter.studentIds);
  const values: unknown[] = [];
  const { where, param } = filterOf(filter, scope, values);
  if (scope === 'some') where.push(`p.student_id = ANY(${param(filter.studentIds, 'uuid[]')})`);
  const rows: Array<{ currency: CurrencyCode; total: string; paid: string; count: number }> = await db.query(
    `SELECT p.currency, sum(p.amount_cents)::bigint AS total,
         coalesce(sum(p.amount_cents) FILTER (WHERE ledger.paid), 0)::bigint AS paid, count(*)::int AS count
       FROM purchases p ${ledgerState}
       WHERE ${where.join(' AND ')} AND NOT ledger.cancelled
       GROUP BY p.currency`,
    values,
  );
  return currencies.flatMap((currency) => {
    const row = rows.find((candidate) => candidate.currency === currency);
    if (!row) return [];
    const [totalCents, paidCents] = [Number(row.total), Number(row.paid)];
    return [{ currency, totalCents, paidCents, unpaidCents: totalCents - paidCents, count: row.count }];
  });
}

function toListedPurchase(row: ListedRow): ListedPurchase {
  return {
    id: row.id,
    organizationId: row.organization_id,
    studentId: row.student_id,
    item: row.item,
    amountCents: row.amount_cents,
    currency: row.currency,
    status: row.status,
    paid: row.status === 'paid',
    createdAt: row.created_at,
    createdBy: row.created_by,
    paidAt: row.paid_at,
    cancelledAt: row.cancelled_at,
    reference: row.reference,
    inventoryLoanId: row.inventory_loan_id,
  };
}

/**
 * Pages of purchases and their totals: what a service injects under `PURCHASE_PAGE_STORE`
 * (decision 0047, "Stores injected"); a unit test hands it a fake of the same type.
 */
export const purchasePageStore = { purchasesPage, purchaseTotalsOf };
export type PurchasePageStore = typeof purchasePageStore;
export const PURCHASE_PAGE_STORE = Symbol('PurchasePageStore');
