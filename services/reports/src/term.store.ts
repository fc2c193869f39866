import { randomUUID } from 'node:crypto';
import type { Term } from '@crescendo/contracts';
import type { Db } from '@crescendo/service-kit';

interface TermRow {
  id: string;
  school_year: string;
  name: string;
  starts_on: string;
  ends_on: string;
  weight: number;
}

// Days read as text so that no driver time zone shifts a date.
const termColumns = `id, school_year, name, starts_on::text AS starts_on, ends_on::text AS ends_on, weight`;

const termOf = (row: TermRow): Term => ({
  id: row.id,
  schoolYear: row.school_year,
  name: row.name,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  weight: row.weight,
});

/** A school year's terms, in order. */
export async function listTerms(db: Db, organizationId: string, schoolYear: string): Promise<Term[]> {
  const rows = await db.query<TermRow[]>(
    `SELECT ${termColumns} FROM terms WHERE organization_id = $1 AND school_year = $2 ORDER BY position`,
    [organizationId, schoolYear],
  );
  return rows.map(termOf);
}

export async function findTerm(db: Db, organizationId: string, id: string): Promise<Term | null> {
  const [row] = await db.query<TermRow[]>(
    `SELECT ${termColumns} FROM terms WHERE organization_id = $1 AND id = $2`,
    [organizationId, id],
  );
  return row ? termOf(row) : null;
}

export interface TermWrite {
  id?: string;
  name: string;
  startsOn: string;
  endsOn: string;
  weight: number;
}

/**
 * The year's terms replaced by `terms`, in their order: a term named by its id is kept (changed), one without
 * is new, one left out is removed. False when a term left out has report cards (nothing changed: the caller's
 * transaction rolls back) or an id is not one of the year's terms.
 */
export async function replaceTerms(
  tx: Db,
  organizationId: string,
  schoolYear: string,
  terms: readonly TermWrite[],
  at: Date,
  by: string,
): Promise<'done' | 'termInUse' | 'termNotFound'> {
  const current = await tx.query<Array<{ id: string }>>(
    `SELECT id FROM terms WHERE organization_id = $1 AND school_year = $2 FOR UPDATE`,
    [organizationId, schoolYear],
  );
  const known = new Set(current.map((row) => row.id));
  if (terms.some((term) => term.id && !known.has(term.id))) return 'termNotFound';
  const kept = new Set(terms.flatMap((term) => (term.id ? [term.id] : [])));
  const removed = [...known].filter((id) => !kept.has(id));
  if (removed.length > 0) {
    const [{ used }] = await tx.query<Array<{ used: boolean }>>(
      `SELECT EXISTS (SELECT 1 FROM report_cards WHERE term_id = ANY($1::uuid[])) AS used`,
      [removed],
    );
    if (used) return 'termInUse';
    await tx.query(`DELETE FROM terms WHERE id = ANY($1::uuid[])`, [removed]);
  }
  for (const [position, term] of terms.entries()) {
    const values = [term.name, term.startsOn, term.endsOn, term.weight, position, at, by];
    if (term.id)
      await tx.query(
        `UPDATE terms SET name = $2, starts_on = $3, ends_on = $4, weight = $5, position = $6, updated_at = $7,
           updated_by = $8
         WHERE id = $1`,
        [term.id, ...values],
      );
    else
      await tx.query(
        `INSERT INTO terms (id, organization_id, school_year, name, starts_on, ends_on, weight, position, updated_at,
           updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [randomUUID(), organizationId, schoolYear, ...values],
      );
  }
  return 'done';
}

/** The functions the use cases call (decision 0047, "Stores injected"): a unit test hands fakes instead. */
export const termStore = { listTerms, findTerm, replaceTerms };
export type TermStore = typeof termStore;
export const TERM_STORE = Symbol('TermStore');
