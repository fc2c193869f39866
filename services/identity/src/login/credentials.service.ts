import type { DataSource } from 'typeorm';
import { burnPasswordTime, verifyPassword } from '../passwords/password-hasher.js';

export type CredentialCheck = { ok: true; userId: string } | { ok: false };

/**
 * E-mail and password check. An unknown e-mail costs the same time as a known one. How many attempts are
 * heard is the sign-in pages' budgets' business (`sign-in-limits.ts`), not a lock kept here.
 */
export class CredentialsService {
  constructor(private readonly db: DataSource) {}

  async check(rawEmail: string, password: string): Promise<CredentialCheck> {
    const email = rawEmail.trim().toLowerCase();
    const rows: Array<{ user_id: string; hash: string }> = await this.db.query(
      `SELECT c.user_id, c.hash FROM password_credentials c JOIN users u ON u.id = c.user_id WHERE u.email = $1`,
      [email],
    );
    const row = rows[0];
    const valid = row ? await verifyPassword(password, row.hash) : (await burnPasswordTime(password), false);
    return valid && row ? { ok: true, userId: row.user_id } : { ok: false };
  }
}
