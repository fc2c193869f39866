import type { Db } from '@crescendo/service-kit';

/** An archive asked for: whose data, who asked. */
export interface ArchiveRequest {
  id: string;
  userId: string;
  requestedBy: string;
}

/** A new archive to gather; answers its id (the job's). */
export async function insertArchive(db: Db, userId: string, requestedBy: string): Promise<string> {
  const rows: Array<{ id: string }> = await db.query(
    `INSERT INTO data_archives (user_id, requested_by) VALUES ($1, $2) RETURNING id`,
    [userId, requestedBy],
  );
  return rows[0]!.id;
}

/** The archive still to gather; null once gathered, failed or gone (its people erased). */
export async function archiveToGather(db: Db, id: string): Promise<ArchiveRequest | null> {
  const rows: Array<{ id: string; user_id: string; requested_by: string }> = await db.query(
    `SELECT id, user_id, requested_by FROM data_archives WHERE id = $1 AND status = 'gathering'`,
    [id],
  );
  const row = rows[0];
  return row ? { id: row.id, userId: row.user_id, requestedBy: row.requested_by } : null;
}

/** Every archive still to gather (a restart without Redis's jobs enqueues them again). */
export async function archivesGathering(db: Db): Promise<string[]> {
  const rows: Array<{ id: string }> = await db.query(
    `SELECT id FROM data_archives WHERE status = 'gathering' ORDER BY requested_at`,
  );
  return rows.map((row) => row.id);
}

/** The gathered zip, behind the hash of its link, until `expires_at`. */
export async function storeArchive(
  db: Db,
  id: string,
  archive: Uint8Array,
  tokenHash: string,
  days: number,
): Promise<void> {
  await db.query(
    `UPDATE data_archives SET status = 'ready', archive = $2, token_hash = $3, ready_at = now(),
            expires_at = now() + make_interval(days => $4)
      WHERE id = $1 AND status = 'gathering'`,
    [id, Buffer.from(archive), tokenHash, days],
  );
}

/** Back to gathering, its zip and link dropped (its mail could not be sent). */
export async function unstoreArchive(db: Db, id: string): Promise<void> {
  await db.query(
    `UPDATE data_archives SET status = 'gathering', archive = NULL, token_hash = NULL, ready_at = NULL,
            expires_at = NULL
      WHERE id = $1 AND status = 'ready'`,
    [id],
  );
}

export async function markArchiveFailed(db: Db, id: string): Promise<void> {
  await db.query(`UPDATE data_archives SET status = 'failed' WHERE id = $1 AND status = 'gathering'`, [id]);
}

/**
 * Takes the archive behind a link, once: the zip and the hash are cleared as it is read, whether the link
 * still works or has expired. Null when unknown, already used or expired.
 */
export async function takeArchive(
  db: Db,
  tokenHash: string,
): Promise<{ archive: Buffer; userId: string } | null> {
  const [rows]: [Array<{ archive: Buffer | null; live: boolean; user_id: string }>, number] = await db.query(
    `WITH taken AS (
       SELECT id, archive, user_id, expires_at > now() AS live FROM data_archives
        WHERE token_hash = $1 AND status = 'ready' FOR UPDATE
     )
     UPDATE data_archives AS d SET archive = NULL, token_hash = NULL, status = 'fetched', fetched_at = now()
       FROM taken WHERE d.id = taken.id
     RETURNING taken.archive, taken.live, taken.user_id`,
    [tokenHash],
  );
  const row = rows[0];
  return row?.live && row.archive ? { archive: row.archive, userId: row.user_id } : null;
}

/** Archives whose link expired unused: their zip goes (the nightly purge). Answers how many. */
export async function dropExpiredArchives(db: Db): Promise<number> {
  const [, count]: [unknown, number] = await db.query(
    `UPDATE data_archives SET archive = NULL, token_hash = NULL, status = 'fetched'
      WHERE status = 'ready' AND expires_at <= now()`,
  );
  return count;
}

/** An archive of that person asked by that requester and still being gathered: asking again adds none. */
export async function pendingArchive(db: Db, userId: string, requestedBy: string): Promise<string | null> {
  const rows: Array<{ id: string }> = await db.query(
    `SELECT id FROM data_archives WHERE user_id = $1 AND requested_by = $2 AND status = 'gathering'`,
    [userId, requestedBy],
  );
  return rows[0]?.id ?? null;
}

/** Whether the user is a student of that school (an administrator may ask for their archive). */
export async function isStudentOf(db: Db, userId: string, organizationId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM memberships WHERE user_id = $1 AND organization_id = $2 AND role = 'student'`,
    [userId, organizationId],
  );
  return rows.length > 0;
}
