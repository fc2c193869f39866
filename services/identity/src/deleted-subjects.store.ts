import type { Db } from '@crescendo/service-kit';

/** How long a deleted account's sign-in subjects are refused: well beyond any access token's life. */
const tombstoneInterval = '1 day';

/** Records the sign-in subjects of users about to be erased (in the erasing transaction). */
export async function tombstoneSubjects(db: Db, userIds: string[]): Promise<void> {
  await db.query(`DELETE FROM deleted_subjects WHERE deleted_at < now() - interval '${tombstoneInterval}'`);
  await db.query(
    `INSERT INTO deleted_subjects (issuer, subject)
     SELECT issuer, subject FROM user_identities WHERE user_id = ANY($1::uuid[])
     ON CONFLICT (issuer, subject) DO UPDATE SET deleted_at = now()`,
    [userIds],
  );
}

export async function isDeletedSubject(db: Db, issuer: string, subject: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM deleted_subjects
      WHERE issuer = $1 AND subject = $2 AND deleted_at > now() - interval '${tombstoneInterval}'`,
    [issuer, subject],
  );
  return rows.length > 0;
}
