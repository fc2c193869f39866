import type {
  InventoryScore,
  InventoryScoreSummary,
  ScoreEnsemble,
  ScoreOwnership,
  ScorePart,
} from '@crescendo/contracts';
import { decodeCursor, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';
import { likePattern } from './like-pattern.js';

/**
 * What a score's sort key looks like in a page's cursor: its title's first 24 characters in lower case
 * (`sort_key`, a generated column), some of which may be two UTF-16 units.
 */
const sortKey = '[\\s\\S]{0,48}';

/** A score as the service writes it. */
export interface ScoreRecord {
  id: string;
  organizationId: string;
  title: string;
  composer: string | null;
  arranger: string | null;
  publisher: string | null;
  level: number | null;
  ensemble: ScoreEnsemble;
  parts: ScorePart[];
  ownership: ScoreOwnership;
  returnOn: string | null;
  lastPerformedOn: string | null;
  at: Date;
}

export interface ScoresFilter {
  organizationId: string;
  search: string | null;
  ensemble: ScoreEnsemble | null;
}

const selectScores = `
  SELECT s.id, s.organization_id, s.title, s.sort_key, s.composer, s.arranger, s.publisher,
    s.level::float8 AS level, s.ensemble, s.copies, s.ownership, to_char(s.return_on, 'YYYY-MM-DD') AS return_on,
    to_char(s.last_performed_on, 'YYYY-MM-DD') AS last_performed_on, s.created_at`;

interface ScoreRow {
  id: string;
  organization_id: string;
  title: string;
  sort_key: string;
  composer: string | null;
  arranger: string | null;
  publisher: string | null;
  level: number | null;
  ensemble: ScoreEnsemble;
  copies: number;
  ownership: ScoreOwnership;
  return_on: string | null;
  last_performed_on: string | null;
  created_at: Date;
}

function toSummary(row: ScoreRow & { part_count: number }): InventoryScoreSummary {
  return {
    id: row.id,
    organizationId: row.organization_id,
    title: row.title,
    composer: row.composer,
    arranger: row.arranger,
    publisher: row.publisher,
    level: row.level,
    ensemble: row.ensemble,
    partCount: row.part_count,
    copies: row.copies,
    ownership: row.ownership,
    returnOn: row.return_on,
    lastPerformedOn: row.last_performed_on,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const copiesOf = (parts: ScorePart[]) => parts.reduce((sum, part) => sum + part.copies, 0);

const values = (record: ScoreRecord) => [
  record.organizationId,
  record.id,
  record.title,
  record.composer,
  record.arranger,
  record.publisher,
  record.level,
  record.ensemble,
  JSON.stringify(record.parts),
  copiesOf(record.parts),
  record.ownership,
  record.returnOn,
  record.lastPerformedOn,
  record.at,
];

export async function insertScore(db: Db, record: ScoreRecord): Promise<void> {
  await db.query(
    `INSERT INTO scores (organization_id, id, title, composer, arranger, publisher, level, ensemble, parts, copies,
       ownership, return_on, last_performed_on, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $14)`,
    values(record),
  );
}

/** False when the school has no such score. */
export async function updateScore(db: Db, record: ScoreRecord): Promise<boolean> {
  // UPDATE answers `[rows, count]` through the Db.
  const [, count] = await db.query<[unknown[], number]>(
    `UPDATE scores SET title = $3, composer = $4, arranger = $5, publisher = $6, level = $7, ensemble = $8,
       parts = $9::jsonb, copies = $10, ownership = $11, return_on = $12, last_performed_on = $13, updated_at = $14
     WHERE organization_id = $1 AND id = $2`,
    values(record),
  );
  return count > 0;
}

/** False when the school has no such score. */
export async function deleteScore(db: Db, organizationId: string, id: string): Promise<boolean> {
  const [, count] = await db.query<[unknown[], number]>(
    `DELETE FROM scores WHERE organization_id = $1 AND id = $2`,
    [organizationId, id],
  );
  return count > 0;
}

export async function findScore(db: Db, organizationId: string, id: string): Promise<InventoryScore | null> {
  const rows: Array<ScoreRow & { parts: ScorePart[]; part_count: number }> = await db.query(
    `${selectScores}, s.parts, jsonb_array_length(s.parts) AS part_count
     FROM scores s WHERE s.organization_id = $1 AND s.id = $2`,
    [organizationId, id],
  );
  const row = rows[0];
  if (!row) return null;
  const { partCount: _counted, ...summary } = toSummary(row);
  return { ...summary, parts: row.parts.map(({ name, copies }) => ({ name, copies })) };
}

export function decodeScoreCursor(text: string): PageCursor {
  return decodeCursor(text, sortKey);
}

/**
 * Whether a score matches what was typed (a `likePattern`): its title, composer, arranger or publisher, in any
 * case, through the trigram index on their lower-case text (migration 1760000000014, decision 0081).
 */
export const scoreSearchMatches = (pattern: string) => `s.search_text LIKE lower(${pattern})`;

/** A page of the school's scores by title (its sort key, then id), each with its parts counted. */
export async function scoresPage(
  db: Db,
  filter: ScoresFilter,
  after: PageCursor | null,
  limit: number,
): Promise<{ items: InventoryScoreSummary[]; nextCursor: string | null }> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = [`s.organization_id = ${param(filter.organizationId)}`];
  if (filter.search) where.push(scoreSearchMatches(param(likePattern(filter.search))));
  if (filter.ensemble) where.push(`s.ensemble = ${param(filter.ensemble)}`);
  if (after) where.push(`(s.sort_key, s.id) > (${param(after.key)}, ${param(after.id)}::uuid)`);
  const rows: Array<ScoreRow & { part_count: number }> = await db.query(
    `${selectScores}, jsonb_array_length(s.parts) AS part_count
     FROM scores s WHERE ${where.join(' AND ')}
     ORDER BY s.sort_key, s.id LIMIT ${param(limit + 1)}`,
    params,
  );
  return pageOf(rows, limit, toSummary, (row) => ({ key: row.sort_key, id: row.id }));
}

/**
 * Scores: what a service injects under `SCORE_STORE` (decision 0047, "Stores injected"); a unit test hands it
 * a fake of the same type.
 */
export const scoreStore = { insertScore, updateScore, deleteScore, findScore, scoresPage };
export type ScoreStore = typeof scoreStore;
export const SCORE_STORE = Symbol('ScoreStore');
