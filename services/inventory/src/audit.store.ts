import type { Audit, AuditItem, AuditItemState } from '@crescendo/contracts';
import type { CalendarDay } from '@crescendo/domain';
import { decodeCursor, instantKey, pageOf, type Db, type PageCursor } from '@crescendo/service-kit';
import { availabilityCase, availabilityJoins } from './instrument-availability.js';

const iso = (column: string, unit: 'MS' | 'US') =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.${unit}"Z"')`;

/** Each audit with its counts, summed by PostgreSQL over its lines. */
const selectAudits = `
  SELECT a.id, a.location, ${iso('a.started_at', 'MS')} AS started_at, ${iso('a.started_at', 'US')} AS started_key,
    a.started_by, ${iso('a.finished_at', 'MS')} AS finished_at, a.finished_by, c.expected_count, c.found_count,
    c.missing_count, c.unexpected_count
  FROM audits a CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE it.expected)::int AS expected_count,
      count(*) FILTER (WHERE it.expected AND it.scanned_at IS NOT NULL)::int AS found_count,
      count(*) FILTER (WHERE it.expected AND it.scanned_at IS NULL)::int AS missing_count,
      count(*) FILTER (WHERE NOT it.expected)::int AS unexpected_count
    FROM audit_items it WHERE it.audit_id = a.id) c`;

interface AuditRow {
  id: string;
  location: string;
  started_at: string;
  started_key: string;
  started_by: string | null;
  finished_at: string | null;
  finished_by: string | null;
  expected_count: number;
  found_count: number;
  missing_count: number;
  unexpected_count: number;
}

function toAudit(row: AuditRow): Audit {
  return {
    id: row.id,
    location: row.location,
    startedAt: row.started_at,
    startedBy: row.started_by,
    finishedAt: row.finished_at,
    finishedBy: row.finished_by,
    expectedCount: row.expected_count,
    foundCount: row.found_count,
    missingCount: row.missing_count,
    unexpectedCount: row.unexpected_count,
  };
}

/** An audit's lines with their instrument, where it stands today (`$today` of the statement). */
const selectItems = (today: string) => `
  SELECT it.instrument_id, i.asset_number, i.family, i.type, i.location, it.expected,
    ${iso('it.scanned_at', 'MS')} AS scanned_at,
    ${availabilityCase(today)} AS availability
  FROM audit_items it JOIN instruments i ON i.id = it.instrument_id ${availabilityJoins}`;

interface ItemRow {
  instrument_id: string;
  asset_number: string;
  family: AuditItem['family'];
  type: string;
  location: string | null;
  expected: boolean;
  scanned_at: string | null;
  availability: AuditItem['availability'];
}

function toItem(row: ItemRow): AuditItem {
  return {
    instrumentId: row.instrument_id,
    assetNumber: row.asset_number,
    family: row.family,
    type: row.type,
    location: row.location,
    availability: row.availability,
    expected: row.expected,
    scannedAt: row.scanned_at,
  };
}

/**
 * 'Commencer un inventaire physique': the audit and its expected lines, the instruments recorded in the room
 * (case and surrounding spaces aside) that are on the shelf — neither lent (to a student or another school) nor at the repair shop. Throws
 * PostgreSQL's unique violation (23505) when the room already has an audit under way.
 */
export async function insertAudit(
  db: Db,
  audit: { id: string; organizationId: string; location: string; at: Date; by: string },
): Promise<void> {
  await db.query(
    `INSERT INTO audits (id, organization_id, location, started_at, started_by) VALUES ($1, $2, $3, $4, $5)`,
    [audit.id, audit.organizationId, audit.location, audit.at, audit.by],
  );
  await db.query(
    `INSERT INTO audit_items (audit_id, instrument_id, organization_id, expected)
     SELECT $1, i.id, i.organization_id, true FROM instruments i
     WHERE i.organization_id = $2 AND lower(btrim(i.location)) = lower(btrim($3))
       AND NOT EXISTS (SELECT 1 FROM loans l WHERE l.instrument_id = i.id AND l.returned_at IS NULL)
       AND NOT EXISTS (SELECT 1 FROM repairs r WHERE r.instrument_id = i.id AND r.returned_on IS NULL)
       AND NOT EXISTS (SELECT 1 FROM board_loans b WHERE b.instrument_id = i.id AND b.status = 'lent')`,
    [audit.id, audit.organizationId, audit.location],
  );
}

/**
 * With `lock`: `share` while a scan is written (scans of one audit go side by side), `update` to finish it
 * (it waits for the scans under way, and they for it).
 */
export async function findAudit(
  db: Db,
  organizationId: string,
  id: string,
  lock: 'share' | 'update' | null = null,
): Promise<Audit | null> {
  if (lock)
    await db.query(
      `SELECT 1 FROM audits WHERE organization_id = $1 AND id = $2 FOR ${lock === 'share' ? 'SHARE' : 'UPDATE'}`,
      [organizationId, id],
    );
  const rows: AuditRow[] = await db.query(`${selectAudits} WHERE a.organization_id = $1 AND a.id = $2`, [
    organizationId,
    id,
  ]);
  return rows[0] ? toAudit(rows[0]) : null;
}

/**
 * A code scanned: its line ticked (added, not expected, when the room was not its place). True when it had
 * already been scanned (the first scan's time is kept). The instrument keeps when and where it was last seen.
 */
export async function scanItem(
  db: Db,
  scan: {
    organizationId: string;
    auditId: string;
    instrumentId: string;
    location: string;
    at: Date;
    by: string;
  },
): Promise<boolean> {
  const before: Array<{ scanned: boolean }> = await db.query(
    `INSERT INTO audit_items AS it (audit_id, instrument_id, organization_id, expected, scanned_at, scanned_by)
     VALUES ($1, $2, $3, false, $4, $5)
     ON CONFLICT (audit_id, instrument_id) DO UPDATE
       SET scanned_at = coalesce(it.scanned_at, EXCLUDED.scanned_at),
           scanned_by = CASE WHEN it.scanned_at IS NULL THEN EXCLUDED.scanned_by ELSE it.scanned_by END
     RETURNING (SELECT o.scanned_at IS NOT NULL FROM audit_items o
                WHERE o.audit_id = $1 AND o.instrument_id = $2) AS scanned`,
    [scan.auditId, scan.instrumentId, scan.organizationId, scan.at, scan.by],
  );
  await db.query(
    `UPDATE instruments SET last_seen_at = $3, last_seen_in = $4 WHERE organization_id = $1 AND id = $2`,
    [scan.organizationId, scan.instrumentId, scan.at, scan.location],
  );
  return before[0]?.scanned ?? false;
}

export async function findItem(
  db: Db,
  auditId: string,
  instrumentId: string,
  today: CalendarDay,
): Promise<AuditItem | null> {
  const rows: ItemRow[] = await db.query(
    `${selectItems('$3')} WHERE it.audit_id = $1 AND it.instrument_id = $2`,
    [auditId, instrumentId, today],
  );
  return rows[0] ? toItem(rows[0]) : null;
}

/** 'Terminer l'inventaire'; false when it was already finished. */
export async function finishAudit(
  db: Db,
  organizationId: string,
  id: string,
  at: Date,
  by: string,
): Promise<boolean> {
  const [, count] = await db.query<[unknown[], number]>(
    `UPDATE audits SET finished_at = $3, finished_by = $4
     WHERE organization_id = $1 AND id = $2 AND finished_at IS NULL`,
    [organizationId, id, at, by],
  );
  return count > 0;
}

export function decodeAuditCursor(text: string): PageCursor {
  return decodeCursor(text, instantKey);
}

/** The school's audits, newest first, a page at a time. */
export async function auditsPage(
  db: Db,
  organizationId: string,
  after: PageCursor | null,
  limit: number,
): Promise<{ items: Audit[]; nextCursor: string | null }> {
  const values: unknown[] = [organizationId];
  const param = (value: unknown) => `$${values.push(value)}`;
  const where = ['a.organization_id = $1'];
  if (after)
    where.push(`(a.started_at, a.id) < (${param(after.key)}::timestamptz, ${param(after.id)}::uuid)`);
  const rows: AuditRow[] = await db.query(
    `${selectAudits} WHERE ${where.join(' AND ')} ORDER BY a.started_at DESC, a.id DESC LIMIT ${param(limit + 1)}`,
    values,
  );
  return pageOf(rows, limit, toAudit, (row) => ({ key: row.started_key, id: row.id }));
}

/** What an asset number looks like in a page's cursor. */
const assetNumberKey = '[A-Za-z0-9][A-Za-z0-9._/-]{0,39}';

export function decodeAuditItemCursor(text: string): PageCursor {
  return decodeCursor(text, assetNumberKey);
}

const stateCondition: Record<AuditItemState, string> = {
  expected: 'it.expected',
  scanned: 'it.scanned_at IS NOT NULL',
  missing: 'it.expected AND it.scanned_at IS NULL',
  unexpected: 'NOT it.expected',
};

/** An audit's lines in one state, by asset number, a page at a time. */
export async function auditItemsPage(
  db: Db,
  filter: { auditId: string; state: AuditItemState; today: CalendarDay },
  after: PageCursor | null,
  limit: number,
): Promise<{ items: AuditItem[]; nextCursor: string | null }> {
  const values: unknown[] = [filter.auditId, filter.today];
  const param = (value: unknown) => `$${values.push(value)}`;
  const where = ['it.audit_id = $1', `(${stateCondition[filter.state]})`];
  if (after)
    where.push(`(i.asset_number, it.instrument_id) > (${param(after.key)}, ${param(after.id)}::uuid)`);
  const rows: ItemRow[] = await db.query(
    `${selectItems('$2')} WHERE ${where.join(' AND ')}
     ORDER BY i.asset_number, it.instrument_id LIMIT ${param(limit + 1)}`,
    values,
  );
  return pageOf(rows, limit, toItem, (row) => ({ key: row.asset_number, id: row.instrument_id }));
}

/**
 * Physical inventories: what a service injects under `AUDIT_STORE` (decision 0047, "Stores injected"); a unit
 * test hands it a fake of the same type.
 */
export const auditStore = {
  insertAudit,
  findAudit,
  scanItem,
  findItem,
  finishAudit,
  auditsPage,
  auditItemsPage,
};
export type AuditStore = typeof auditStore;
export const AUDIT_STORE = Symbol('AuditStore');
