import type { EntityManager } from 'typeorm';

/** How long a deleted account's sign-in subjects are refused: well beyond any access token's life. */
const tombstoneInterval = '1 day';

/** Records the sign-in subjects of users about to be erased (in the erasing transaction). */
export async function tombstoneSubjects(manager: EntityManager, userIds: string[]): Promise<void> {
  await manager.query(
    `DELETE FROM deleted_subjects WHERE deleted_at < now() - interval '${tombstoneInterval}'`,
  );
  await manager.query(
    `INSERT INTO deleted_subjects (issuer, subject)
     SELECT issuer, subject FROM user_identities WHERE user_id = ANY($1::uuid[])
     ON CONFLICT (issuer, subject) DO UPDATE SET deleted_at = now()`,
    [userIds],
  );
}

export async function isDeletedSubject(
  manager: EntityManager,
  issuer: string,
  subject: string,
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM deleted_subjects
      WHERE issuer = $1 AND subject = $2 AND deleted_at > now() - interval '${tombstoneInterval}'`,
    [issuer, subject],
  );
  return rows.length > 0;
}
