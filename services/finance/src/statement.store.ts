import type { CurrencyCode, LedgerEntryKind, Money } from '@crescendo/domain';
import type { Db } from '@crescendo/service-kit';

/** One entry of a student's ledger with its purchase's item, as a statement prints it. */
export interface StatementEntryRow {
  kind: LedgerEntryKind;
  amount_cents: number;
  currency: CurrencyCode;
  recorded_at: Date;
  item: string;
}

interface StudentLedger {
  organizationId: string;
  studentId: string;
}

/**
 * What the student owed, per currency, before `until`: charges and reversed payments less payments and
 * reversed charges, summed by PostgreSQL (the statement's opening balance, whatever the years before hold).
 */
export async function balancesBefore(db: Db, ledger: StudentLedger, until: Date): Promise<Money[]> {
  const rows: Array<{ currency: CurrencyCode; cents: string }> = await db.query(
    `SELECT e.currency,
       sum(CASE WHEN e.kind IN ('charge', 'paymentReversal') THEN e.amount_cents ELSE -e.amount_cents END)::bigint
         AS cents
     FROM purchases p JOIN purchase_entries e ON e.purchase_id = p.id
     WHERE p.organization_id = $1 AND p.student_id = $2 AND e.recorded_at < $3
     GROUP BY e.currency`,
    [ledger.organizationId, ledger.studentId, until],
  );
  return rows.map((row) => ({ currency: row.currency, cents: Number(row.cents) }));
}

/** The student's entries recorded in [since, until), oldest first, at most `limit`. */
export async function entriesBetween(
  db: Db,
  ledger: StudentLedger,
  since: Date,
  until: Date,
  limit: number,
): Promise<StatementEntryRow[]> {
  const rows: StatementEntryRow[] = await db.query(
    `SELECT e.kind, e.amount_cents::bigint AS amount_cents, e.currency, e.recorded_at, p.item
     FROM purchases p JOIN purchase_entries e ON e.purchase_id = p.id
     WHERE p.organization_id = $1 AND p.student_id = $2 AND e.recorded_at >= $3 AND e.recorded_at < $4
     ORDER BY e.recorded_at, e.position
     LIMIT $5`,
    [ledger.organizationId, ledger.studentId, since, until, limit],
  );
  return rows.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }));
}

/** Whether the student has any purchase in the organisation (erased accounts aside). */
export async function hasPurchases(db: Db, ledger: StudentLedger): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM purchases WHERE organization_id = $1 AND student_id = $2 LIMIT 1`,
    [ledger.organizationId, ledger.studentId],
  );
  return rows.length > 0;
}

/**
 * A student's statement: what a service injects under `STATEMENT_STORE`
 * (decision 0047, "Stores injected"); a unit test hands it a fake of the same type.
 */
export const statementStore = { balancesBefore, entriesBetween, hasPurchases };
export type StatementStore = typeof statementStore;
export const STATEMENT_STORE = Symbol('StatementStore');
