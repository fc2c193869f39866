import type { InventoryUniform, UniformType } from '@crescendo/contracts';
import type { InstrumentCondition } from '@crescendo/domain';
import { decodeCursor, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';
import { likePattern } from './like-pattern.js';

/** What a uniform's number looks like in a page's cursor: in lower case (`number_key`, the keyset). */
const numberKey = '[a-z0-9][a-z0-9._/-]{0,39}';

/** A uniform as the service writes it. */
export interface UniformRecord {
  id: string;
  organizationId: string;
  number: string;
  size: string;
  type: UniformType;
  condition: InstrumentCondition;
  notes: string | null;
  at: Date;
}

export interface UniformsFilter {
  organizationId: string;
  search: string | null;
  type: UniformType | null;
  /** The size as written, case aside. */
  size: string | null;
  condition: InstrumentCondition | null;
}

const selectUniforms = `
  SELECT u.id, u.organization_id, u.number, u.number_key, u.size, u.type, u.condition, u.notes, u.created_at
  FROM uniforms u`;

interface UniformRow {
  id: string;
  organization_id: string;
  number: string;
  number_key: string;
  size: string;
  type: UniformType;
  condition: InstrumentCondition;
  notes: string | null;
  created_at: Date;
}

function toUniform(row: UniformRow): InventoryUniform {
  return {
    id: row.id,
    organizationId: row.organization_id,
    number: row.number,
    size: row.size,
    type: row.type,
    condition: row.condition,
    notes: row.notes,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const values = (record: UniformRecord) => [
  record.organizationId,
  record.id,
  record.number,
  record.size,
  record.type,
  record.condition,
  record.notes,
  record.at,
];

/** Throws PostgreSQL's unique violation (23505) when the school already has the number, whatever its case. */
export async function insertUniform(db: Db, record: UniformRecord): Promise<void> {
  await db.query(
    `INSERT INTO uniforms (organization_id, id, number, size, type, condition, notes, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    values(record),
  );
}

/** False when the school has no such uniform; 23505 when the new number is another's. */
export async function updateUniform(db: Db, record: UniformRecord): Promise<boolean> {
  // UPDATE answers `[rows, count]` through the Db.
  const [, count] = await db.query<[unknown[], number]>(
    `UPDATE uniforms SET number = $3, size = $4, type = $5, condition = $6, notes = $7, updated_at = $8
     WHERE organization_id = $1 AND id = $2`,
    values(record),
  );
  return count > 0;
}

/** False when the school has no such uniform. */
export async function deleteUniform(db: Db, organizationId: string, id: string): Promise<boolean> {
  const [, count] = await db.query<[unknown[], number]>(
    `DELETE FROM uniforms WHERE organization_id = $1 AND id = $2`,
    [organizationId, id],
  );
  return count > 0;
}

export async function findUniform(
  db: Db,
  organizationId: string,
  id: string,
): Promise<InventoryUniform | null> {
  const rows: UniformRow[] = await db.query(`${selectUniforms} WHERE u.organization_id = $1 AND u.id = $2`, [
    organizationId,
    id,
  ]);
  return rows[0] ? toUniform(rows[0]) : null;
}

export function decodeUniformCursor(text: string): PageCursor {
  return decodeCursor(text, numberKey);
}

/** A page of the school's uniforms by number (case aside, then id), with the filter's conditions. */
export async function uniformsPage(
  db: Db,
  filter: UniformsFilter,
  after: PageCursor | null,
  limit: number,
): Promise<{ items: InventoryUniform[]; nextCursor: string | null }> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = [`u.organization_id = ${param(filter.organizationId)}`];
  if (filter.search) {
    const pattern = param(likePattern(filter.search));
    where.push(`(u.number ILIKE ${pattern} OR u.size ILIKE ${pattern} OR u.notes ILIKE ${pattern})`);
  }
  if (filter.type) where.push(`u.type = ${param(filter.type)}`);
  if (filter.size) where.push(`lower(u.size) = lower(${param(filter.size)})`);
  if (filter.condition) where.push(`u.condition = ${param(filter.condition)}`);
  if (after) where.push(`(u.number_key, u.id) > (${param(after.key)}, ${param(after.id)}::uuid)`);
  const rows: UniformRow[] = await db.query(
    `${selectUniforms} WHERE ${where.join(' AND ')}
     ORDER BY u.number_key, u.id LIMIT ${param(limit + 1)}`,
    params,
  );
  return pageOf(rows, limit, toUniform, (row) => ({ key: row.number_key, id: row.id }));
}

/**
 * Uniforms: what a service injects under `UNIFORM_STORE` (decision 0047, "Stores injected"); a unit test hands
 * it a fake of the same type.
 */
export const uniformStore = { insertUniform, updateUniform, deleteUniform, findUniform, uniformsPage };
export type UniformStore = typeof uniformStore;
export const UNIFORM_STORE = Symbol('UniformStore');
