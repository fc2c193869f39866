import { randomUUID } from 'node:crypto';
import type { BudgetEntry } from '@crescendo/contracts';
import type { BudgetEntryKind, CurrencyCode, DefaultBudgetCategory } from '@crescendo/domain';
import { AppException, type Db } from '@crescendo/service-kit';

export interface BudgetRow {
  id: string;
  organization_id: string;
  school_year: string;
  currency: CurrencyCode;
  created_at: Date;
  created_by: string | null;
}

export interface CategoryRow {
  id: string;
  budget_id: string;
  organization_id: string;
  key: DefaultBudgetCategory | null;
  name: string | null;
  planned_cents: number;
  note: string | null;
  updated_at: Date;
  updated_by: string | null;
}

export interface EntryRow {
  id: string;
  budget_id: string;
  organization_id: string;
  category_id: string;
  kind: BudgetEntryKind;
  label: string;
  amount_cents: number;
  day: string;
  recorded_at: Date;
  recorded_by: string | null;
  reverses_id: string | null;
  reason: string | null;
  reversed: boolean;
}

export function findBudget(
  db: Db,
  organizationId: string,
  where: { id: string } | { schoolYear: string },
): Promise<BudgetRow | null> {
  const [column, value] = 'id' in where ? ['id', where.id] : ['school_year', where.schoolYear];
  return one(db, `SELECT * FROM budgets WHERE organization_id = $1 AND ${column} = $2`, [
    organizationId,
    value,
  ]);
}

/** A school year's budget; false when the organisation already has one for that year. */
export async function insertBudget(
  db: Db,
  budget: { id: string; organizationId: string; schoolYear: string; currency: CurrencyCode },
  at: Date,
  by: string,
): Promise<boolean> {
  const inserted: unknown[] = await db.query(
    `INSERT INTO budgets (id, organization_id, school_year, currency, created_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (organization_id, school_year) DO NOTHING RETURNING id`,
    [budget.id, budget.organizationId, budget.schoolYear, budget.currency, at, by],
  );
  return inserted.length > 0;
}

/** Holds the budget until the transaction ends (two categories added at once take turns). */
export async function lockBudget(db: Db, organizationId: string, id: string): Promise<void> {
  await db.query(`SELECT 1 FROM budgets WHERE organization_id = $1 AND id = $2 FOR UPDATE`, [
    organizationId,
    id,
  ]);
}

const selectCategories = `SELECT id, budget_id, organization_id, key, name, planned_cents::bigint AS planned_cents,
  note, updated_at, updated_by FROM budget_categories`;

export async function categoriesOf(db: Db, budgetId: string): Promise<CategoryRow[]> {
  const rows: CategoryRow[] = await db.query(
    `${selectCategories} WHERE budget_id = $1 ORDER BY position, created_at`,
    [budgetId],
  );
  return rows.map((row) => ({ ...row, planned_cents: Number(row.planned_cents) }));
}

export async function findCategory(
  db: Db,
  organizationId: string,
  id: string,
  lock = false,
): Promise<CategoryRow | null> {
  const row = await one<CategoryRow>(
    db,
    `${selectCategories} WHERE organization_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [organizationId, id],
  );
  return row && { ...row, planned_cents: Number(row.planned_cents) };
}

const selectEntries = `SELECT e.id, e.position, e.budget_id, e.organization_id, e.category_id, e.kind, e.label,
  e.amount_cents::bigint AS amount_cents, to_char(e.day, 'YYYY-MM-DD') AS day, e.recorded_at, e.recorded_by,
  e.reverses_id, e.reason,
  EXISTS (SELECT 1 FROM budget_entries r WHERE r.reverses_id = e.id) AS reversed
  FROM budget_entries e`;

/**
 * Where a page of entries ends, in the list's order (day ↓, position ↓: as entered): the next page starts
 * after it. Opaque to clients: base64url of the two keys.
 */
export interface EntryCursor {
  day: string;
  position: string;
}

const entryCursorPattern = /^(\d{4}-\d{2}-\d{2})\|(\d{1,19})$/;

export function encodeEntryCursor(cursor: EntryCursor): string {
  return Buffer.from(`${cursor.day}|${cursor.position}`).toString('base64url');
}

/** A cursor this service wrote, or VALIDATION_FAILED on `cursor`. */
export function decodeEntryCursor(text: string): EntryCursor {
  const match = entryCursorPattern.exec(Buffer.from(text, 'base64url').toString());
  if (!match) throw AppException.invalid({ cursor: 'validation.cursor' });
  return { day: match[1]!, position: match[2]! };
}

/**
 * A page of a budget's entries, newest first (day, then as entered): `limit` of them and the cursor of the
 * next page (null on the last). One index range (`budget_entries_by_day`).
 */
export async function entriesPage(
  db: Db,
  budgetId: string,
  after: EntryCursor | null,
  limit: number,
): Promise<{ rows: EntryRow[]; nextCursor: string | null }> {
  const rows: Array<EntryRow & { position: string }> = await db.query(
    `${selectEntries}
     WHERE e.budget_id = $1 AND ($2::date IS NULL OR (e.day, e.position) < ($2::date, $3::bigint))
     ORDER BY e.day DESC, e.position DESC LIMIT $4`,
    [budgetId, after?.day ?? null, after?.position ?? null, limit + 1],
  );
  const kept = rows.slice(0, limit).map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }));
  const last = kept.at(-1);
  return {
    rows: kept,
    nextCursor:
      rows.length > limit && last
        ? encodeEntryCursor({ day: last.day, position: String(last.position) })
        : null,
  };
}

/** A budget's expenses and revenues summed per category and kind by PostgreSQL (reversals included). */
export async function entrySums(
  db: Db,
  budgetId: string,
): Promise<Array<{ categoryId: string; kind: BudgetEntryKind; amountCents: number }>> {
  const rows: Array<{ category_id: string; kind: BudgetEntryKind; cents: string }> = await db.query(
    `SELECT category_id, kind, sum(amount_cents)::bigint AS cents FROM budget_entries
     WHERE budget_id = $1 GROUP BY category_id, kind`,
    [budgetId],
  );
  return rows.map((row) => ({ categoryId: row.category_id, kind: row.kind, amountCents: Number(row.cents) }));
}

export async function findEntry(db: Db, organizationId: string, id: string): Promise<EntryRow | null> {
  const row = await one<EntryRow>(db, `${selectEntries} WHERE e.organization_id = $1 AND e.id = $2`, [
    organizationId,
    id,
  ]);
  return row && { ...row, amount_cents: Number(row.amount_cents) };
}

export async function insertEntry(db: Db, entry: Omit<EntryRow, 'reversed'>): Promise<void> {
  await db.query(
    `INSERT INTO budget_entries (id, organization_id, budget_id, category_id, kind, label, amount_cents, day,
       reverses_id, reason, recorded_at, recorded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      entry.id,
      entry.organization_id,
      entry.budget_id,
      entry.category_id,
      entry.kind,
      entry.label,
      entry.amount_cents,
      entry.day,
      entry.reverses_id,
      entry.reason,
      entry.recorded_at,
      entry.recorded_by,
    ],
  );
}

/** Who changed a plan, when, and from what to what: the categories' history, append-only. */
export async function recordChange(
  db: Db,
  change: {
    organizationId: string;
    budgetId: string;
    categoryId: string | null;
    change: 'budgetCreated' | 'categoryAdded' | 'categoryUpdated' | 'categoryRemoved';
    details: Record<string, unknown>;
    at: Date;
    by: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO budget_changes (id, organization_id, budget_id, category_id, change, details, changed_at, changed_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      randomUUID(),
      change.organizationId,
      change.budgetId,
      change.categoryId,
      change.change,
      JSON.stringify(change.details),
      change.at,
      change.by,
    ],
  );
}

export function toBudgetEntry(row: EntryRow): BudgetEntry {
  return {
    id: row.id,
    categoryId: row.category_id,
    kind: row.kind,
    label: row.label,
    amountCents: row.amount_cents,
    day: row.day,
    recordedAt: new Date(row.recorded_at).toISOString(),
    recordedBy: row.recorded_by,
    reversesId: row.reverses_id,
    reason: row.reason,
    reversed: row.reversed,
  };
}

async function one<T>(db: Db, sql: string, params: unknown[]): Promise<T | null> {
  const rows: T[] = await db.query(sql, params);
  return rows[0] ?? null;
}

/**
 * Budgets, their categories' reads, entries and history: what a service injects under `BUDGET_STORE`
 * (decision 0047, "Stores injected"); a unit test hands it a fake of the same type.
 */
export const budgetStore = {
  findBudget,
  insertBudget,
  lockBudget,
  categoriesOf,
  findCategory,
  entriesPage,
  entrySums,
  findEntry,
  insertEntry,
  recordChange,
};
export type BudgetStore = typeof budgetStore;
export const BUDGET_STORE = Symbol('BudgetStore');
