import type { ReportCard, ReportCardBatch, ReportLanguage } from '@crescendo/contracts';
import type { Db } from '@crescendo/service-kit';
import { cardColumns, cardOf, type CardRow } from '../report-card.store.js';

interface BatchRow {
  id: string;
  organization_id: string;
  term_id: string;
  group_id: string | null;
  language: ReportLanguage;
  requested_by: string | null;
  status: ReportCardBatch['status'];
  done: number;
  total: number;
  file_name: string;
  size: string | null;
  expires_at: Date | null;
  created_at: Date;
}

/** A job's row, with whose school and who asked (the service's own view; the contract's has neither). */
export interface StoredBatch extends ReportCardBatch {
  organizationId: string;
  requestedBy: string | null;
}

const batchOf = (row: BatchRow): StoredBatch => ({
  id: row.id,
  organizationId: row.organization_id,
  requestedBy: row.requested_by,
  termId: row.term_id,
  groupId: row.group_id,
  language: row.language,
  status: row.status,
  done: row.done,
  total: row.total,
  fileName: row.file_name,
  size: row.size === null ? null : Number(row.size),
  expiresAt: row.expires_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/** What a reply carries of a job (no one's id). */
export const publicBatch = ({
  organizationId: _o,
  requestedBy: _r,
  ...batch
}: StoredBatch): ReportCardBatch => batch;

const batchColumns = `id, organization_id, term_id, group_id, language, requested_by, status, done, total,
  file_name, size, expires_at, created_at`;

export async function insertBatch(
  db: Db,
  batch: {
    id: string;
    organizationId: string;
    termId: string;
    groupId: string | null;
    language: ReportLanguage;
    requestedBy: string;
    total: number;
    fileName: string;
    at: Date;
  },
): Promise<StoredBatch> {
  const [row] = await db.query<BatchRow[]>(
    `INSERT INTO report_card_batches (id, organization_id, term_id, group_id, language, requested_by, status,
       total, file_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'queued', $7, $8, $9)
     RETURNING ${batchColumns}`,
    [
      batch.id,
      batch.organizationId,
      batch.termId,
      batch.groupId,
      batch.language,
      batch.requestedBy,
      batch.total,
      batch.fileName,
      batch.at,
    ],
  );
  return batchOf(row!);
}

export async function findBatch(db: Db, id: string, organizationId?: string): Promise<StoredBatch | null> {
  const [row] = await db.query<BatchRow[]>(
    `SELECT ${batchColumns} FROM report_card_batches
      WHERE id = $1 AND ($2::uuid IS NULL OR organization_id = $2)`,
    [id, organizationId ?? null],
  );
  return row ? batchOf(row) : null;
}

/** Jobs a crash left queued or running: enqueued again at start (one BullMQ job per id). */
export async function batchesToRun(db: Db): Promise<string[]> {
  const rows = await db.query<Array<{ id: string }>>(
    `SELECT id FROM report_card_batches WHERE status IN ('queued', 'running') ORDER BY created_at`,
  );
  return rows.map((row) => row.id);
}

export async function markRunning(db: Db, id: string): Promise<void> {
  await db.query(`UPDATE report_card_batches SET status = 'running', done = 0 WHERE id = $1`, [id]);
}

export async function markProgress(db: Db, id: string, done: number): Promise<void> {
  await db.query(`UPDATE report_card_batches SET done = $2 WHERE id = $1 AND status = 'running'`, [id, done]);
}

export async function markReady(
  db: Db,
  id: string,
  ready: { done: number; size: number; sha256: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    `UPDATE report_card_batches SET status = 'ready', done = $2, size = $3, sha256 = $4, expires_at = $5
      WHERE id = $1`,
    [id, ready.done, ready.size, ready.sha256, ready.expiresAt],
  );
}

export async function markFailed(db: Db, id: string): Promise<void> {
  await db.query(`UPDATE report_card_batches SET status = 'failed' WHERE id = $1`, [id]);
}

/** The zip is gone: the row stays (its progress said), its downloads' keys go. */
export async function markExpired(db: Db, id: string): Promise<void> {
  await db.query(
    `UPDATE report_card_batches SET status = 'expired', size = NULL, sha256 = NULL WHERE id = $1`,
    [id],
  );
  await db.query(`DELETE FROM report_card_batch_downloads WHERE batch_id = $1`, [id]);
}

/** Ready jobs whose time is over (their zip to remove). */
export async function expiredBatches(
  db: Db,
  now: Date,
): Promise<Array<{ id: string; organizationId: string }>> {
  const rows = await db.query<Array<{ id: string; organization_id: string }>>(
    `SELECT id, organization_id FROM report_card_batches WHERE status = 'ready' AND expires_at <= $1`,
    [now],
  );
  return rows.map((row) => ({ id: row.id, organizationId: row.organization_id }));
}

export async function sha256Of(db: Db, id: string): Promise<string | null> {
  const [row] = await db.query<Array<{ sha256: string | null }>>(
    `SELECT sha256 FROM report_card_batches WHERE id = $1`,
    [id],
  );
  return row?.sha256 ?? null;
}

export async function insertDownloadKey(
  db: Db,
  batchId: string,
  keyHash: string,
  until: Date,
): Promise<void> {
  await db.query(`DELETE FROM report_card_batch_downloads WHERE parts_until <= now()`);
  await db.query(
    `INSERT INTO report_card_batch_downloads (key_hash, batch_id, parts_until) VALUES ($1, $2, $3)`,
    [keyHash, batchId, until],
  );
}

/** The ready job a download's key is for, while its quarter of an hour lasts. */
export async function batchOfKey(db: Db, keyHash: string, now: Date): Promise<StoredBatch | null> {
  const [row] = await db.query<BatchRow[]>(
    `SELECT ${batchColumns.replace(/(\w+)/g, 'b.$1')} FROM report_card_batch_downloads d
       JOIN report_card_batches b ON b.id = d.batch_id
      WHERE d.key_hash = $1 AND d.parts_until > $2 AND b.status = 'ready'`,
    [keyHash, now],
  );
  return row ? batchOf(row) : null;
}

/** How many cards a job will render: the term's of the group, or of the school. */
export async function countCards(
  db: Db,
  organizationId: string,
  termId: string,
  groupId: string | null,
): Promise<number> {
  const [row] = await db.query<Array<{ n: number }>>(
    `SELECT count(*)::int AS n FROM report_cards
      WHERE organization_id = $1 AND term_id = $2 AND ($3::uuid IS NULL OR group_id = $3)`,
    [organizationId, termId, groupId],
  );
  return row?.n ?? 0;
}

/** The students of those cards (whose names identity gives, once, when the job is asked). */
export async function studentsOfCards(
  db: Db,
  organizationId: string,
  termId: string,
  groupId: string | null,
): Promise<string[]> {
  const rows = await db.query<Array<{ student_id: string }>>(
    `SELECT DISTINCT student_id FROM report_cards
      WHERE organization_id = $1 AND term_id = $2 AND ($3::uuid IS NULL OR group_id = $3)`,
    [organizationId, termId, groupId],
  );
  return rows.map((row) => row.student_id);
}

/** A page of the cards a job renders, by group then student (keyset on group id and card id). */
export async function cardsPage(
  db: Db,
  organizationId: string,
  termId: string,
  groupId: string | null,
  after: { groupId: string; id: string } | null,
  limit: number,
): Promise<ReportCard[]> {
  const rows = await db.query<CardRow[]>(
    `SELECT ${cardColumns} FROM report_cards c
      WHERE c.organization_id = $1 AND c.term_id = $2 AND ($3::uuid IS NULL OR c.group_id = $3)
        AND ($4::uuid IS NULL OR (c.group_id, c.id) > ($4::uuid, $5::uuid))
      ORDER BY c.group_id, c.id
      LIMIT $6`,
    [organizationId, termId, groupId, after?.groupId ?? null, after?.id ?? null, limit],
  );
  return rows.map(cardOf);
}

/** A person's erasure: the jobs they asked (their zips are removed by the caller). */
export async function batchesRequestedBy(db: Db, userId: string) {
  const rows = await db.query<Array<{ id: string; organization_id: string }>>(
    `SELECT id, organization_id FROM report_card_batches WHERE requested_by = $1`,
    [userId],
  );
  return rows.map((row) => ({ id: row.id, organizationId: row.organization_id }));
}

export const reportCardBatchStore = {
  insertBatch,
  findBatch,
  batchesToRun,
  markRunning,
  markProgress,
  markReady,
  markFailed,
  markExpired,
  expiredBatches,
  sha256Of,
  insertDownloadKey,
  batchOfKey,
  countCards,
  studentsOfCards,
  cardsPage,
  batchesRequestedBy,
};
