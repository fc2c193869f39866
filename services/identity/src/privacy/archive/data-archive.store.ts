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

/** What a used link answers: the archive's first part, its size and digest, whose it is. */
export interface TakenArchive {
  first: Buffer;
  size: number;
  sha256: string;
  userId: string;
}

/**
 * Takes the archive behind a link, once: the link's hash is cleared as it is read, whether it still works or
 * has expired. An archive that fits one part goes at once; a larger one stays readable a part at a time
 * behind `partKeyHash` for a quarter of an hour ('fetching'), then goes. Null when unknown, used or expired.
 */
export async function takeArchive(
  db: Db,
  tokenHash: string,
  partBytes: number,
  partKeyHash: string,
): Promise<TakenArchive | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<
      Array<{
        id: string;
        first: Buffer | null;
        size: number | null;
        sha256: string;
        live: boolean;
        user_id: string;
      }>
    >(
      `SELECT id, substring(archive FROM 1 FOR $2) AS first, length(archive) AS size,
              encode(sha256(archive), 'base64') AS sha256, expires_at > now() AS live, user_id
         FROM data_archives WHERE token_hash = $1 AND status = 'ready' FOR UPDATE`,
      [tokenHash, partBytes],
    );
    if (!row) return null;
    const whole = !row.live || row.first === null || row.size! <= partBytes;
    await tx.query(
      whole
        ? `UPDATE data_archives SET archive = NULL, token_hash = NULL, status = 'fetched', fetched_at = now()
            WHERE id = $1`
        : `UPDATE data_archives SET token_hash = NULL, status = 'fetching', fetched_at = now(),
                  part_key_hash = $2, parts_until = now() + interval '15 minutes'
            WHERE id = $1`,
      whole ? [row.id] : [row.id, partKeyHash],
    );
    if (!row.live || row.first === null) return null;
    return { first: row.first, size: row.size!, sha256: row.sha256, userId: row.user_id };
  });
}

/**
 * A later part of an archive being downloaded: `partBytes` from `offset`, and whether it was the last (the
 * zip then goes). Null when the key is unknown, its quarter of an hour is over, or the offset is past the end.
 */
export async function archivePart(
  db: Db,
  partKeyHash: string,
  offset: number,
  partBytes: number,
): Promise<{ part: Buffer; last: boolean } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<Array<{ id: string; part: Buffer; size: number }>>(
      `SELECT id, substring(archive FROM $2 + 1 FOR $3) AS part, length(archive) AS size
         FROM data_archives
        WHERE part_key_hash = $1 AND status = 'fetching' AND parts_until > now() FOR UPDATE`,
      [partKeyHash, offset, partBytes],
    );
    if (!row || offset >= row.size) return null;
    const last = offset + row.part.length >= row.size;
    if (last)
      await tx.query(
        `UPDATE data_archives SET archive = NULL, part_key_hash = NULL, parts_until = NULL, status = 'fetched'
          WHERE id = $1`,
        [row.id],
      );
    return { part: row.part, last };
  });
}

/**
 * Archives whose link expired unused, or whose download stopped half-way: their zip goes (the nightly purge).
 * Answers how many.
 */
export async function dropExpiredArchives(db: Db): Promise<number> {
  const [, count]: [unknown, number] = await db.query(
    `UPDATE data_archives SET archive = NULL, token_hash = NULL, part_key_hash = NULL, parts_until = NULL,
            status = 'fetched'
      WHERE (status = 'ready' AND expires_at <= now()) OR (status = 'fetching' AND parts_until <= now())`,
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
