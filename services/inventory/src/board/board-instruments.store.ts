import type { BoardInstrumentEntry, InventoryInstrument } from '@crescendo/contracts';
import { decodeCursor, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';
import { availabilityJoins } from '../instrument-availability.js';
import { likePattern } from '../like-pattern.js';

/** The instruments of a board's schools as another school looks for one to borrow (decision 0077). */

/** The board's instruments by type, before the schools are named. */
export interface BoardInstrumentRow extends Omit<BoardInstrumentEntry, 'school' | 'lentTo'> {
  schoolId: string;
  lentToSchoolId: string | null;
}

export interface BoardInstrumentsFilter {
  schoolIds: string[];
  search: string | null;
  family: InventoryInstrument['family'] | null;
  availableOnly: boolean;
}

/** What a page of the board's instruments holds in its cursor: the type (one of the spec's list). */
const typeKey = '[\\s\\S]{1,100}';

export function decodeBoardInstrumentCursor(text: string): PageCursor {
  return decodeCursor(text, typeKey);
}

/**
 * A page of the instruments of the given schools by type (then id), each with where it stands now: on its
 * shelf, lent (to a student or a school: never which student), at the shop, out of service.
 */
export async function boardInstrumentsPage(
  db: Db,
  filter: BoardInstrumentsFilter,
  after: PageCursor | null,
  limit: number,
): Promise<{ items: BoardInstrumentRow[]; nextCursor: string | null }> {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const where = [`i.organization_id = ANY(${param(filter.schoolIds)}::uuid[])`];
  if (filter.search) {
    const pattern = param(likePattern(filter.search));
    where.push(`(i.type ILIKE ${pattern} OR i.brand ILIKE ${pattern} OR i.model ILIKE ${pattern})`);
  }
  if (filter.family) where.push(`i.family = ${param(filter.family)}`);
  if (filter.availableOnly)
    where.push(`l.id IS NULL AND r.id IS NULL AND bl.id IS NULL AND i.condition <> 'out-of-service'`);
  if (after) where.push(`(i.type, i.id) > (${param(after.key)}, ${param(after.id)}::uuid)`);
  const rows: Array<{
    id: string;
    organization_id: string;
    family: InventoryInstrument['family'];
    type: string;
    brand: string | null;
    model: string | null;
    asset_number: string;
    condition: InventoryInstrument['condition'];
    availability: BoardInstrumentEntry['availability'];
    lent_to_school: string | null;
  }> = await db.query(
    `SELECT i.id, i.organization_id, i.family, i.type, i.brand, i.model, i.asset_number, i.condition,
            CASE WHEN i.condition = 'out-of-service' THEN 'out-of-service' WHEN r.id IS NOT NULL THEN 'in-repair'
              WHEN l.id IS NOT NULL OR bl.id IS NOT NULL THEN 'lent' ELSE 'available' END AS availability,
            bl.borrower_school_id AS lent_to_school
       FROM instruments i ${availabilityJoins}
      WHERE ${where.join(' AND ')}
      ORDER BY i.type, i.id LIMIT ${param(limit + 1)}`,
    values,
  );
  return pageOf(
    rows,
    limit,
    (row) => ({
      instrumentId: row.id,
      family: row.family,
      type: row.type,
      brand: row.brand,
      model: row.model,
      assetNumber: row.asset_number,
      condition: row.condition,
      availability: row.availability,
      schoolId: row.organization_id,
      lentToSchoolId: row.lent_to_school,
    }),
    (row) => ({ key: row.type, id: row.id }),
  );
}

/**
 * The instrument locked to the transaction's end (as a loan to a student locks it), and whether it may leave
 * for another school now: on its shelf — no open loan, no repair under way, not out of service.
 */
export async function lockInstrumentIfFree(db: Db, instrumentId: string): Promise<boolean> {
  await db.query(`SELECT 1 FROM instruments WHERE id = $1 FOR UPDATE`, [instrumentId]);
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM instruments i ${availabilityJoins}
      WHERE i.id = $1 AND i.condition <> 'out-of-service' AND l.id IS NULL AND r.id IS NULL AND bl.id IS NULL`,
    [instrumentId],
  );
  return rows.length > 0;
}
