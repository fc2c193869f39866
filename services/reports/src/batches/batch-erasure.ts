import type { Db } from '@crescendo/service-kit';
import type { BatchFiles } from './batch-files.js';

/**
 * A person erased: the batches they asked for go (rows and zips), and so do the zips holding a card of theirs
 * (of their terms, their groups' or the whole school's), before their cards go.
 */
export async function eraseBatchesOf(db: Db, files: BatchFiles, userId: string): Promise<void> {
  const rows = await db.query<Array<{ id: string; organization_id: string }>>(
    `SELECT b.id, b.organization_id FROM report_card_batches b
      WHERE b.requested_by = $1
         OR (b.status IN ('queued', 'running', 'ready') AND EXISTS (
              SELECT 1 FROM report_cards c
               WHERE c.student_id = $1 AND c.organization_id = b.organization_id AND c.term_id = b.term_id
                 AND (b.group_id IS NULL OR c.group_id = b.group_id)))`,
    [userId],
  );
  for (const row of rows) await files.remove(row.organization_id, row.id);
  await db.query(`DELETE FROM report_card_batches WHERE id = ANY($1::uuid[])`, [rows.map((row) => row.id)]);
}

/** A school deleted: its batches and their zips go. */
export async function eraseSchoolBatches(db: Db, files: BatchFiles, organizationId: string): Promise<void> {
  const rows = await db.query<Array<{ id: string }>>(
    `DELETE FROM report_card_batches WHERE organization_id = $1 RETURNING id`,
    [organizationId],
  );
  for (const row of rows) await files.remove(organizationId, row.id);
}
