import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@crescendo/service-kit';

export type MailTokenPurpose = 'verify-email' | 'change-email' | 'reset-password';

/** 256 random bits, sent in a link; only its SHA-256 is stored, so a database leak opens no mailbox. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a token for one purpose of one user, replacing the user's earlier ones of that purpose (only the
 * newest link works), in the caller's transaction.
 */
export async function issueMailToken(
  db: Db,
  purpose: MailTokenPurpose,
  userId: string,
  email: string,
  ttlSeconds: number,
): Promise<string> {
  const { token, hash } = newToken();
  await revokeMailTokens(db, purpose, userId);
  await db.query(
    `INSERT INTO mail_tokens (token_hash, purpose, user_id, email, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hash, purpose, userId, email, ttlSeconds],
  );
  return token;
}

/** Takes a token once: deleted as it is read; null when unknown, used, expired or of another purpose. */
export async function consumeMailToken(
  db: Db,
  purpose: MailTokenPurpose,
  token: string,
): Promise<{ userId: string; email: string } | null> {
  // TypeORM answers a DELETE with [rows, count].
  const [rows]: [Array<{ user_id: string; email: string; live: boolean }>, number] = await db.query(
    `DELETE FROM mail_tokens WHERE token_hash = $1 AND purpose = $2
     RETURNING user_id, email, expires_at > now() AS live`,
    [hashToken(token), purpose],
  );
  const row = rows[0];
  return row?.live ? { userId: row.user_id, email: row.email } : null;
}

/** The user's links of one purpose stop working (a reset link mailed to an address no longer theirs). */
export async function revokeMailTokens(db: Db, purpose: MailTokenPurpose, userId: string): Promise<void> {
  await db.query(`DELETE FROM mail_tokens WHERE user_id = $1 AND purpose = $2`, [userId, purpose]);
}

/** The address a live token of that purpose was mailed to, without taking it; null when it no longer works. */
export async function liveTokenEmail(
  db: Db,
  purpose: MailTokenPurpose,
  token: string,
): Promise<string | null> {
  const rows: Array<{ email: string }> = await db.query(
    `SELECT email FROM mail_tokens WHERE token_hash = $1 AND purpose = $2 AND expires_at > now()`,
    [hashToken(token), purpose],
  );
  return rows[0]?.email ?? null;
}
