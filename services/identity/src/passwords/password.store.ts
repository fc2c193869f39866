import type { EntityManager } from 'typeorm';

/** The user's stored password hash, if they have a password. */
export async function storedHash(manager: EntityManager, userId: string): Promise<string | undefined> {
  const rows: Array<{ hash: string }> = await manager.query(
    `SELECT hash FROM password_credentials WHERE user_id = $1`,
    [userId],
  );
  return rows[0]?.hash;
}

/** The password of the account with that address, for a sign-in. */
export async function credentialsByEmail(
  manager: EntityManager,
  email: string,
): Promise<{ user_id: string; hash: string } | undefined> {
  const rows: Array<{ user_id: string; hash: string }> = await manager.query(
    `SELECT c.user_id, c.hash FROM password_credentials c JOIN users u ON u.id = c.user_id WHERE u.email = $1`,
    [email],
  );
  return rows[0];
}

/** A new account's password (a unique violation if it already has one). */
export async function insertPassword(manager: EntityManager, userId: string, hash: string): Promise<void> {
  await manager.query(`INSERT INTO password_credentials (user_id, hash) VALUES ($1, $2)`, [userId, hash]);
}

export async function replacePassword(manager: EntityManager, userId: string, hash: string): Promise<void> {
  await manager.query(`UPDATE password_credentials SET hash = $2, updated_at = now() WHERE user_id = $1`, [
    userId,
    hash,
  ]);
}

/** A reset: the password set, whether the account had one or not. */
export async function setPassword(manager: EntityManager, userId: string, hash: string): Promise<void> {
  await manager.query(
    `INSERT INTO password_credentials (user_id, hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET hash = EXCLUDED.hash, updated_at = now()`,
    [userId, hash],
  );
}

/** The hash made again with today's parameters, unless the password changed meanwhile. */
export async function rehashPassword(
  manager: EntityManager,
  userId: string,
  previous: string,
  hash: string,
): Promise<void> {
  await manager.query(
    `UPDATE password_credentials SET hash = $3, updated_at = now() WHERE user_id = $1 AND hash = $2`,
    [userId, previous, hash],
  );
}
