import type { Loan } from '@crescendo/contracts';
import type { CalendarDay, InstrumentCondition, ReturnDamage } from '@crescendo/domain';
import type { Db } from '@crescendo/service-kit';
import { decodeCursor, instantKey, pageOf, type PageCursor } from '@crescendo/service-kit';

export interface LoanRecord {
  id: string;
  organizationId: string;
  instrumentId: string;
  studentId: string;
  lentBy: string;
  lentAt: Date;
  dueOn: CalendarDay;
  /** 'Entente requise': identity was asked for the family's agreement (issue 27 §4). */
  agreementRequired: boolean;
}

export interface ReturnRecord {
  organizationId: string;
  loanId: string;
  returnedAt: Date;
  returnedBy: string;
  condition: InstrumentCondition;
  damage: ReturnDamage | null;
  chargedCents: number | null;
  notes: string | null;
}

export interface LoansFilter {
  organizationId: string;
  /** null: every student of the school. */
  studentId: string | null;
  state: 'open' | 'overdue' | 'all';
  today: CalendarDay;
}

const iso = (column: string, unit: 'MS' | 'US') =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.${unit}"Z"')`;

/** Each loan with its instrument's description; `$today` decides 'En retard'. */
const selectLoans = (today: string) => `
  SELECT l.id, l.organization_id, l.instrument_id, i.asset_number, i.family, i.type, l.student_id, l.lent_by,
    ${iso('l.lent_at', 'MS')} AS lent_at, ${iso('l.lent_at', 'US')} AS lent_key,
    to_char(l.due_on, 'YYYY-MM-DD') AS due_on, (l.returned_at IS NULL AND l.due_on < ${today}::date) AS overdue,
    ${iso('l.returned_at', 'MS')} AS returned_at, l.return_condition, l.damage,
    l.charged_cents::int AS charged_cents, l.notes, l.agreement_required
  FROM loans l JOIN instruments i ON i.id = l.instrument_id`;

interface LoanRow {
  id: string;
  organization_id: string;
  instrument_id: string;
  asset_number: string;
  family: Loan['family'];
  type: string;
  student_id: string | null;
  lent_by: string | null;
  lent_at: string;
  lent_key: string;
  due_on: string;
  overdue: boolean;
  returned_at: string | null;
  return_condition: InstrumentCondition | null;
  damage: ReturnDamage | null;
  charged_cents: number | null;
  notes: string | null;
  agreement_required: boolean;
}

function toLoan(row: LoanRow): Loan {
  return {
    id: row.id,
    organizationId: row.organization_id,
    instrumentId: row.instrument_id,
    assetNumber: row.asset_number,
    family: row.family,
    type: row.type,
    studentId: row.student_id,
    lentBy: row.lent_by,
    lentAt: row.lent_at,
    dueOn: row.due_on,
    overdue: row.overdue,
    returnedAt: row.returned_at,
    returnCondition: row.return_condition,
    damage: row.damage,
    chargedCents: row.charged_cents,
    notes: row.notes,
    agreementRequired: row.agreement_required,
    // Identity's: read by the service for the school's staff (`LoanAgreements`).
    agreement: null,
  };
}

/** Throws PostgreSQL's unique violation (23505) when the instrument already has an open loan. */
export async function insertLoan(db: Db, record: LoanRecord): Promise<void> {
  await db.query(
    `INSERT INTO loans (id, organization_id, instrument_id, student_id, lent_by, lent_at, due_on,
       agreement_required)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      record.id,
      record.organizationId,
      record.instrumentId,
      record.studentId,
      record.lentBy,
      record.lentAt,
      record.dueOn,
      record.agreementRequired,
    ],
  );
}

/** With `lock`, the loan's row is locked until the transaction ends: two returns never race. */
export async function findLoan(
  db: Db,
  organizationId: string,
  id: string,
  today: CalendarDay,
  lock = false,
): Promise<Loan | null> {
  if (lock)
    await db.query(`SELECT 1 FROM loans WHERE organization_id = $1 AND id = $2 FOR UPDATE`, [
      organizationId,
      id,
    ]);
  const rows: LoanRow[] = await db.query(`${selectLoans('$3')} WHERE l.organization_id = $1 AND l.id = $2`, [
    organizationId,
    id,
    today,
  ]);
  return rows[0] ? toLoan(rows[0]) : null;
}

/** The open loan of an instrument, if it is lent. */
export async function findOpenLoan(
  db: Db,
  organizationId: string,
  instrumentId: string,
  today: CalendarDay,
): Promise<Loan | null> {
  const rows: LoanRow[] = await db.query(
    `${selectLoans('$3')} WHERE l.organization_id = $1 AND l.instrument_id = $2 AND l.returned_at IS NULL`,
    [organizationId, instrumentId, today],
  );
  return rows[0] ? toLoan(rows[0]) : null;
}

export async function closeLoan(db: Db, record: ReturnRecord): Promise<void> {
  await db.query(
    `UPDATE loans SET returned_at = $3, returned_by = $4, return_condition = $5, damage = $6, charged_cents = $7,
       notes = $8
     WHERE organization_id = $1 AND id = $2 AND returned_at IS NULL`,
    [
      record.organizationId,
      record.loanId,
      record.returnedAt,
      record.returnedBy,
      record.condition,
      record.damage,
      record.chargedCents,
      record.notes,
    ],
  );
}

/** 'Renvoyer l'entente' on a loan lent without one: from now on it requires the family's agreement. */
export async function requireAgreement(db: Db, organizationId: string, id: string): Promise<void> {
  await db.query(`UPDATE loans SET agreement_required = true WHERE organization_id = $1 AND id = $2`, [
    organizationId,
    id,
  ]);
}

/** Undo of a scan: the open loan goes as if never made. */
export async function deleteOpenLoan(db: Db, organizationId: string, id: string): Promise<boolean> {
  // DELETE answers `[rows, count]` through the Db.
  const [, count] = await db.query<[unknown[], number]>(
    `DELETE FROM loans WHERE organization_id = $1 AND id = $2 AND returned_at IS NULL`,
    [organizationId, id],
  );
  return count > 0;
}

export function decodeLoanCursor(text: string): PageCursor {
  return decodeCursor(text, instantKey);
}

/** A page of loans, newest first (lent at, then id). */
export async function loansPage(
  db: Db,
  filter: LoansFilter,
  after: PageCursor | null,
  limit: number,
): Promise<{ items: Loan[]; nextCursor: string | null }> {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const today = param(filter.today);
  const where = [`l.organization_id = ${param(filter.organizationId)}`];
  if (filter.studentId) where.push(`l.student_id = ${param(filter.studentId)}`);
  if (filter.state !== 'all') where.push('l.returned_at IS NULL');
  if (filter.state === 'overdue') where.push(`l.due_on < ${today}::date`);
  if (after) where.push(`(l.lent_at, l.id) < (${param(after.key)}::timestamptz, ${param(after.id)}::uuid)`);
  const rows: LoanRow[] = await db.query(
    `${selectLoans(today)} WHERE ${where.join(' AND ')} ORDER BY l.lent_at DESC, l.id DESC LIMIT ${param(limit + 1)}`,
    values,
  );
  return pageOf(rows, limit, toLoan, (row) => ({ key: row.lent_key, id: row.id }));
}

/**
 * Loans: what a service injects under `LOAN_STORE` (decision 0047, "Stores injected"); a unit test hands it
 * a fake of the same type.
 */
export const loanStore = {
  insertLoan,
  findLoan,
  findOpenLoan,
  closeLoan,
  deleteOpenLoan,
  loansPage,
  requireAgreement,
};
export type LoanStore = typeof loanStore;
export const LOAN_STORE = Symbol('LoanStore');
