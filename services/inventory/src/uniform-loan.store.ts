import type { UniformLoan } from '@crescendo/contracts';
import type { CalendarDay, InstrumentCondition } from '@crescendo/domain';
import { decodeCursor, instantKey, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';

export interface UniformLoanRecord {
  id: string;
  organizationId: string;
  uniformId: string;
  studentId: string;
  lentBy: string;
  lentAt: Date;
  dueOn: CalendarDay;
}

export interface UniformLoansFilter {
  organizationId: string;
  /** null: every student of the school. */
  studentId: string | null;
  state: 'open' | 'overdue' | 'all';
  today: CalendarDay;
}

const iso = (column: string, unit: 'MS' | 'US') =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.${unit}"Z"')`;

/** Each loan with its uniform's number, size and type; `$today` decides 'En retard'. */
const selectLoans = (today: string) => `
  SELECT l.id, l.organization_id, l.uniform_id, u.number, u.size, u.type, l.student_id, l.lent_by,
    ${iso('l.lent_at', 'MS')} AS lent_at, ${iso('l.lent_at', 'US')} AS lent_key,
    to_char(l.due_on, 'YYYY-MM-DD') AS due_on, (l.returned_at IS NULL AND l.due_on < ${today}::date) AS overdue,
    ${iso('l.returned_at', 'MS')} AS returned_at, l.return_condition
  FROM uniform_loans l JOIN uniforms u ON u.id = l.uniform_id`;

interface LoanRow {
  id: string;
  organization_id: string;
  uniform_id: string;
  number: string;
  size: string;
  type: UniformLoan['type'];
  student_id: string | null;
  lent_by: string | null;
  lent_at: string;
  lent_key: string;
  due_on: string;
  overdue: boolean;
  returned_at: string | null;
  return_condition: InstrumentCondition | null;
}

function toLoan(row: LoanRow): UniformLoan {
  return {
    id: row.id,
    organizationId: row.organization_id,
    uniformId: row.uniform_id,
    number: row.number,
    size: row.size,
    type: row.type,
    studentId: row.student_id,
    lentBy: row.lent_by,
    lentAt: row.lent_at,
    dueOn: row.due_on,
    overdue: row.overdue,
    returnedAt: row.returned_at,
    returnCondition: row.return_condition,
  };
}

/** Throws PostgreSQL's unique violation (23505) when the uniform already has an open loan. */
export async function insertUniformLoan(db: Db, record: UniformLoanRecord): Promise<void> {
  await db.query(
    `INSERT INTO uniform_loans (id, organization_id, uniform_id, student_id, lent_by, lent_at, due_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      record.id,
      record.organizationId,
      record.uniformId,
      record.studentId,
      record.lentBy,
      record.lentAt,
      record.dueOn,
    ],
  );
}

export async function findUniformLoan(
  db: Db,
  organizationId: string,
  id: string,
  today: CalendarDay,
): Promise<UniformLoan | null> {
  const rows: LoanRow[] = await db.query(`${selectLoans('$3')} WHERE l.organization_id = $1 AND l.id = $2`, [
    organizationId,
    id,
    today,
  ]);
  return rows[0] ? toLoan(rows[0]) : null;
}

/** Closes the loan and gives the uniform the condition it came back in; false when it was no longer open. */
export async function closeUniformLoan(
  db: Db,
  record: {
    organizationId: string;
    loanId: string;
    returnedAt: Date;
    returnedBy: string;
    condition: InstrumentCondition;
  },
): Promise<boolean> {
  // UPDATE … RETURNING answers `[rows, count]` through the Db.
  const [rows] = await db.query<[Array<{ uniform_id: string }>, number]>(
    `UPDATE uniform_loans SET returned_at = $3, returned_by = $4, return_condition = $5
     WHERE organization_id = $1 AND id = $2 AND returned_at IS NULL RETURNING uniform_id`,
    [record.organizationId, record.loanId, record.returnedAt, record.returnedBy, record.condition],
  );
  const closed = rows[0];
  if (!closed) return false;
  await db.query(
    `UPDATE uniforms SET condition = $3, updated_at = $4 WHERE organization_id = $1 AND id = $2`,
    [record.organizationId, closed.uniform_id, record.condition, record.returnedAt],
  );
  return true;
}

export function decodeUniformLoanCursor(text: string): PageCursor {
  return decodeCursor(text, instantKey);
}

/** A page of uniform loans, newest first (lent at, then id). */
export async function uniformLoansPage(
  db: Db,
  filter: UniformLoansFilter,
  after: PageCursor | null,
  limit: number,
): Promise<{ items: UniformLoan[]; nextCursor: string | null }> {
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

/** Uniform loans: what a service injects under `UNIFORM_LOAN_STORE` (decision 0047). */
export const uniformLoanStore = { insertUniformLoan, findUniformLoan, closeUniformLoan, uniformLoansPage };
export type UniformLoanStore = typeof uniformLoanStore;
export const UNIFORM_LOAN_STORE = Symbol('UniformLoanStore');
