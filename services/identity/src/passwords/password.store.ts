import type { Db } from '@crescendo/service-kit';

/** The user's stored password hash, if they have a password. */
export async function storedHash(db: Db, userId: string): Promise<string | undefined> {
  const rows: Array<{ hash: string }> = await db.query(
    `SELECT hash FROM password_credentials WHERE user_id = $1`,
    [userId],
  );
  return rows[0]?.hash;
}

/** The password of the account with that address, for a sign-in. */
export async function credentialsByEmail(
  db: Db,
  email: string,
): Promise<{ userId: string; hash: string } | undefined> {
  const rows: Array<{ user_id: string; hash: string }> = await db.query(
    `SELECT c.user_id, c.hash FROM password_credentials c JOIN users u ON u.id = c.user_id WHERE u.email = $1`,
    [email],
  );
  return rows[0] && { userId: rows[0].user_id, hash: rows[0].hash };
}

/** A new account's password (a unique violation if it already has one). */
export async function insertPassword(db: Db, userId: string, hash: string): Promise<void> {
  await db.query(`INSERT INTO password_credentials (user_id, hash) VALUES ($1, $2)`, [userId, hash]);
}

export async function replacePassword(db: Db, userId: string, hash: string): Promise<void> {
  await db.query(`UPDATE password_credentials SET hash = $2, updated_at = now() WHERE user_id = $1`, [
    userId,
    hash,
  ]);
}

/** A reset: the password set, whether the account had one or not. */
export async function setPassword(db: Db, userId: string, hash: string): Promise<void> {
  await db.query(
    `INSERT INTO password_credentials (user_id, hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET hash = EXCLUDED.hash, updated_at = now()`,
    [userId, hash],
  );
}

/** The hash made again with today's parameters, unless the password changed meanwhile. */
export async function rehashPassword(db: Db, userId: string, previous: string, hash: string): Promise<void> {
  await db.query(
    `UPDATE password_credentials SET hash = $3, updated_at = now() WHERE user_id = $1 AND hash = $2`,
    [userId, previous, hash],
  );
}
