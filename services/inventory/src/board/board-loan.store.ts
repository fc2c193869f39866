import type { BoardLoanStatus, ScoreEnsemble } from '@crescendo/contracts';
import { decodeCursor, instantKey, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';
import { likePattern } from '../like-pattern.js';
import { scoreSearchMatches } from '../score.store.js';

/** What a catalogue page's cursor holds: the score's sort key (as the school's own list, `score.store.ts`). */
const sortKey = '[\\s\\S]{0,48}';

const iso = (column: string, unit: 'MS' | 'US') =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.${unit}"Z"')`;

/** One score of the board's catalogue, before the schools are named. */
export interface CatalogueRow {
  scoreId: string;
  schoolId: string;
  title: string;
  composer: string | null;
  arranger: string | null;
  level: number | null;
  ensemble: ScoreEnsemble;
  copies: number;
  lentToSchoolId: string | null;
}

export interface CatalogueFilter {
  schoolIds: string[];
  search: string | null;
  ensemble: ScoreEnsemble | null;
}

export function decodeCatalogueCursor(text: string): PageCursor {
  return decodeCursor(text, sortKey);
}

/**
 * A page of the scores of the given schools by title (sort key, then id), each with the school it is lent to
 * now. Only the score's own columns are read: a score names nobody.
 */
export async function cataloguePage(
  db: Db,
  filter: CatalogueFilter,
  after: PageCursor | null,
  limit: number,
): Promise<{ items: CatalogueRow[]; nextCursor: string | null }> {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const where = [`s.organization_id = ANY(${param(filter.schoolIds)}::uuid[])`];
  if (filter.search) where.push(scoreSearchMatches(param(likePattern(filter.search))));
  if (filter.ensemble) where.push(`s.ensemble = ${param(filter.ensemble)}`);
  if (after) where.push(`(s.sort_key, s.id) > (${param(after.key)}, ${param(after.id)}::uuid)`);
  const rows: Array<{
    id: string;
    organization_id: string;
    title: string;
    sort_key: string;
    composer: string | null;
    arranger: string | null;
    level: number | null;
    ensemble: ScoreEnsemble;
    copies: number;
    lent_to: string | null;
  }> = await db.query(
    `SELECT s.id, s.organization_id, s.title, s.sort_key, s.composer, s.arranger, s.level::float8 AS level,
            s.ensemble, s.copies,
            (SELECT b.borrower_school_id FROM board_loans b WHERE b.score_id = s.id AND b.status = 'lent') AS lent_to
       FROM scores s WHERE ${where.join(' AND ')}
      ORDER BY s.sort_key, s.id LIMIT ${param(limit + 1)}`,
    values,
  );
  return pageOf(
    rows,
    limit,
    (row) => ({
      scoreId: row.id,
      schoolId: row.organization_id,
      title: row.title,
      composer: row.composer,
      arranger: row.arranger,
      level: row.level,
      ensemble: row.ensemble,
      copies: row.copies,
      lentToSchoolId: row.lent_to,
    }),
    (row) => ({ key: row.sort_key, id: row.id }),
  );
}

/** What a loan between schools lends: a score or an instrument, by id. */
export type BoardItem = { kind: 'score'; id: string } | { kind: 'instrument'; id: string };

const itemTable = { score: 'scores', instrument: 'instruments' } as const;
const itemColumn = { score: 'score_id', instrument: 'instrument_id' } as const;

/** A score or an instrument of any school, for a request (its school is then checked against the actor's board). */
export async function findAnyItem(db: Db, item: BoardItem): Promise<{ id: string; schoolId: string } | null> {
  const rows: Array<{ id: string; organization_id: string }> = await db.query(
    `SELECT id, organization_id FROM ${itemTable[item.kind]} WHERE id = $1`,
    [item.id],
  );
  return rows[0] ? { id: rows[0].id, schoolId: rows[0].organization_id } : null;
}

/** A loan between schools with its item's title, before the schools are named. */
export interface BoardLoanRow {
  id: string;
  kind: 'score' | 'instrument';
  scoreId: string | null;
  instrumentId: string | null;
  title: string;
  composer: string | null;
  assetNumber: string | null;
  copies: number;
  ownerSchoolId: string;
  borrowerSchoolId: string;
  status: BoardLoanStatus;
  fromOn: string | null;
  untilOn: string | null;
  requestedAt: string;
  updatedAt: string;
  key: string;
}

const selectLoans = `
  SELECT b.id, b.score_id, b.instrument_id, coalesce(s.title, concat_ws(' ', i.type, i.brand, i.model)) AS title,
    s.composer, i.asset_number, coalesce(s.copies, 1) AS copies, b.owner_school_id, b.borrower_school_id, b.status,
    to_char(b.from_on, 'YYYY-MM-DD') AS from_on, to_char(b.until_on, 'YYYY-MM-DD') AS until_on,
    ${iso('b.requested_at', 'MS')} AS requested_at, ${iso('b.requested_at', 'US')} AS requested_key,
    ${iso('b.updated_at', 'MS')} AS updated_at
  FROM board_loans b LEFT JOIN scores s ON s.id = b.score_id LEFT JOIN instruments i ON i.id = b.instrument_id`;

interface LoanRowDb {
  id: string;
  score_id: string | null;
  instrument_id: string | null;
  title: string;
  composer: string | null;
  asset_number: string | null;
  copies: number;
  owner_school_id: string;
  borrower_school_id: string;
  status: BoardLoanStatus;
  from_on: string | null;
  until_on: string | null;
  requested_at: string;
  requested_key: string;
  updated_at: string;
}

const toLoanRow = (row: LoanRowDb): BoardLoanRow => ({
  id: row.id,
  kind: row.score_id ? 'score' : 'instrument',
  scoreId: row.score_id,
  instrumentId: row.instrument_id,
  title: row.title,
  composer: row.composer,
  assetNumber: row.asset_number,
  copies: row.copies,
  ownerSchoolId: row.owner_school_id,
  borrowerSchoolId: row.borrower_school_id,
  status: row.status,
  fromOn: row.from_on,
  untilOn: row.until_on,
  requestedAt: row.requested_at,
  updatedAt: row.updated_at,
  key: row.requested_key,
});

export async function insertBoardLoan(
  db: Db,
  loan: {
    id: string;
    item: BoardItem;
    ownerSchoolId: string;
    borrowerSchoolId: string;
    by: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO board_loans (id, ${itemColumn[loan.item.kind]}, owner_school_id, borrower_school_id, status,
       requested_by, requested_at, updated_at)
     VALUES ($1, $2, $3, $4, 'requested', $5, $6, $6)`,
    [loan.id, loan.item.id, loan.ownerSchoolId, loan.borrowerSchoolId, loan.by, loan.at],
  );
}

/** The loan, where `schoolId` is one of its two schools; `lock` holds its row to the transaction's end. */
export async function findBoardLoan(
  db: Db,
  schoolId: string,
  id: string,
  lock = false,
): Promise<BoardLoanRow | null> {
  const rows: LoanRowDb[] = await db.query(
    `${selectLoans} WHERE b.id = $1 AND (b.owner_school_id = $2 OR b.borrower_school_id = $2)
     ${lock ? 'FOR UPDATE OF b' : ''}`,
    [id, schoolId],
  );
  return rows[0] ? toLoanRow(rows[0]) : null;
}

/** Whether the score or instrument is lent to a school now. */
export async function isItemLent(db: Db, item: BoardItem): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM board_loans WHERE ${itemColumn[item.kind]} = $1 AND status = 'lent'`,
    [item.id],
  );
  return rows.length > 0;
}

/** The item a loan lends. */
export const itemOf = (loan: BoardLoanRow): BoardItem =>
  loan.scoreId ? { kind: 'score', id: loan.scoreId } : { kind: 'instrument', id: loan.instrumentId! };

/** Who moved the loan on is kept in the column of that step. */
const stepColumn = {
  offered: 'offered_by',
  declined: 'decided_by',
  lent: 'approved_by',
  returned: 'returned_by',
} as const;

export async function moveBoardLoan(
  db: Db,
  id: string,
  step: { status: keyof typeof stepColumn; by: string; at: Date; fromOn?: string; untilOn?: string },
): Promise<void> {
  await db.query(
    `UPDATE board_loans SET status = $2, ${stepColumn[step.status]} = $3, updated_at = $4,
       from_on = coalesce($5::date, from_on), until_on = coalesce($6::date, until_on)
     WHERE id = $1`,
    [id, step.status, step.by, step.at, step.fromOn ?? null, step.untilOn ?? null],
  );
}

export function decodeBoardLoanCursor(text: string): PageCursor {
  return decodeCursor(text, instantKey);
}

/** A page of the school's loans on one side, newest asked first. */
export async function boardLoansPage(
  db: Db,
  filter: { schoolId: string; side: 'incoming' | 'outgoing'; open: boolean },
  after: PageCursor | null,
  limit: number,
): Promise<{ items: BoardLoanRow[]; nextCursor: string | null }> {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const column = filter.side === 'incoming' ? 'b.owner_school_id' : 'b.borrower_school_id';
  const where = [`${column} = ${param(filter.schoolId)}`];
  if (filter.open) where.push(`b.status IN ('requested', 'offered', 'lent')`);
  if (after)
    where.push(`(b.requested_at, b.id) < (${param(after.key)}::timestamptz, ${param(after.id)}::uuid)`);
  const rows: LoanRowDb[] = await db.query(
    `${selectLoans} WHERE ${where.join(' AND ')} ORDER BY b.requested_at DESC, b.id DESC LIMIT ${param(limit + 1)}`,
    values,
  );
  return pageOf(rows, limit, toLoanRow, (row) => ({ key: row.requested_key, id: row.id }));
}
